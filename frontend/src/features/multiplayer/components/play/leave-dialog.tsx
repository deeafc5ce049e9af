import { Modal } from '@/components/ui/modal';

export const LEAVE_QUESTION = 'Are you sure you want to leave the game? Your progress will not be saved.';

/** The leave-game confirmation; confirming closes the connection and goes to the hub. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal open={open} title="Leave Game?" onClose={onStay}>
      <p>{LEAVE_QUESTION}</p>
      <div className="modal__footer">
        <button type="button" className="btn btn--secondary" onClick={onStay}>
          Stay
        </button>
        <button type="button" className="btn btn--danger" onClick={onLeave}>
          Leave Game
        </button>
      </div>
    </Modal>
  );
}

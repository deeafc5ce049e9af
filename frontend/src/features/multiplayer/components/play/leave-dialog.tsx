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

export const END_GAME_QUESTION = 'End the game now for everyone? The questions played so far are saved as the results.';

/** The host's end of the game before the last question; the stored results keep what was played. */
export function EndGameDialog({ open, onStay, onEnd }: { open: boolean; onStay: () => void; onEnd: () => void }) {
  return (
    <Modal open={open} title="End Game?" onClose={onStay}>
      <p>{END_GAME_QUESTION}</p>
      <div className="modal__footer">
        <button type="button" className="btn btn--secondary" onClick={onStay}>
          Keep Playing
        </button>
        <button type="button" className="btn btn--danger" onClick={onEnd}>
          End Game
        </button>
      </div>
    </Modal>
  );
}

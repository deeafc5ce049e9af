import { useId } from 'react';

import { Modal } from '@/components/ui/modal';
import { useCopyToClipboard } from '@/features/quizzes/hooks/use-copy-to-clipboard';

import '@/features/quizzes/quizzes.css';

interface ShareModalProps {
  open: boolean;
  link: string;
  onClose: () => void;
}

export function ShareModal({ open, link, onClose }: ShareModalProps) {
  const { copied, copy } = useCopyToClipboard();
  const inputId = useId();

  return (
    <Modal
      open={open}
      title="Share Your Quiz"
      subtitle="Simply copy the link below and share it with others!"
      onClose={onClose}
    >
      <div className="share-modal">
        <label className="sr-only" htmlFor={inputId}>
          Share link
        </label>
        <div className="share-modal__row">
          <input
            id={inputId}
            className="input share-modal__link"
            type="text"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn--primary" onClick={() => void copy(link)} aria-live="polite">
            {copied ? 'Copied!' : 'Copy'}
          </button>
        </div>
        <div className="share-modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}

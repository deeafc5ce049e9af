import type { ReactNode } from 'react';

interface FormSwitchProps {
  /** The question before the link, if any. */
  prompt?: string;
  onSwitch: () => void;
  children: ReactNode;
}

/** The line under an auth form that leads to another of its views. */
export function FormSwitch({ prompt, onSwitch, children }: FormSwitchProps) {
  return (
    <p className="form-footer mb-0">
      {prompt && `${prompt} `}
      <button type="button" className="link-button" onClick={onSwitch}>
        {children}
      </button>
    </p>
  );
}

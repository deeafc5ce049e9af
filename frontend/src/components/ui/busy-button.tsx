import type { ComponentProps, ReactNode } from 'react';

interface BusyButtonProps extends ComponentProps<'button'> {
  /** While true a small spinner stands before the label. */
  busy: boolean;
  /** The label while busy; without it the label stays. */
  busyLabel?: ReactNode;
}

/** A button whose action takes a while: shows a spinner (and optionally another label) while it runs. */
export function BusyButton({ busy, busyLabel, children, type = 'button', ...button }: BusyButtonProps) {
  return (
    <button type={type} {...button}>
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

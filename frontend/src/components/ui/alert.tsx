import { useEffect, useRef, type ReactNode } from 'react';

interface AlertProps {
  kind?: 'error' | 'success' | 'info' | 'warning';
  className?: string;
  /** Scrolls the message into view when it appears or its text changes (on by default). */
  reveal?: boolean;
  children: ReactNode;
}

/**
 * A message box: errors are announced at once, other messages politely. A new message is scrolled into
 * view (clear of the sticky navbar), so pressing a button never looks as if nothing happened.
 */
export function Alert({ kind = 'error', className, reveal = true, children }: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const revealed = useRef<string | null>(null);

  // After every render: only a message whose text is new is revealed again.
  useEffect(() => {
    const node = ref.current;
    if (!reveal || !node) return;
    const text = node.textContent ?? '';
    if (text === revealed.current) return;
    revealed.current = text;
    node.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <div
      ref={ref}
      className={`alert alert--${kind}${className ? ` ${className}` : ''}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

interface AlertProps {
  kind?: 'error' | 'success';
  className?: string;
  children: ReactNode;
}

/** A message box: errors are announced at once, other messages politely. */
export function Alert({ kind = 'error', className, children }: AlertProps) {
  return (
    <div className={`alert alert--${kind}${className ? ` ${className}` : ''}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

interface StatusPageProps {
  /** Above the title: an icon, a big code or a status mark. */
  visual: ReactNode;
  title: string;
  /** A muted paragraph under the title. */
  message?: ReactNode;
  /** Anything more between the title and the buttons (for example error details). */
  children?: ReactNode;
  actions: ReactNode;
}

/** A whole page that states where the visitor stands (not found, signed out, coming soon) and where to go next. */
export function StatusPage({ visual, title, message, children, actions }: StatusPageProps) {
  // A muted paragraph already leaves room above the buttons; after anything else they need more.
  const spaced = !message || children !== undefined;
  return (
    <main className="page">
      <div className="container container--narrow status-page">
        {visual}
        <h1 className="page-title">{title}</h1>
        {message && <p className="muted">{message}</p>}
        {children}
        <div className="row row--center" style={spaced ? { marginTop: 24 } : undefined}>
          {actions}
        </div>
      </div>
    </main>
  );
}

import { isRouteErrorResponse, useRouteError } from 'react-router';

import { chunkErrorMessage, isChunkLoadError } from '@/lib/chunk-error';

function describe(error: unknown): { message: string; chunk: boolean } {
  if (isChunkLoadError(error)) return { message: chunkErrorMessage(error), chunk: true };
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim(), chunk: false };
  if (error instanceof Error) return { message: error.message, chunk: false };
  return { message: String(error ?? 'Unknown error'), chunk: false };
}

/** The router's fallback: something broke while rendering or loading a screen. */
export function RouteError() {
  const { message, chunk } = describe(useRouteError());
  return (
    <main className="page">
      <div className="container container--narrow status-page">
        <div className="status-icon status-icon--error" aria-hidden="true" style={{ margin: '0 auto 16px' }}>
          !
        </div>
        <h1 className="page-title">Unexpected Application Error!</h1>
        <p className="muted">
          {chunk
            ? 'Part of the app could not be downloaded. This happens after an update or when the connection drops.'
            : 'Something went wrong while showing this page.'}
        </p>
        <pre className="code-block">{message}</pre>
        <div className="row row--center" style={{ marginTop: 24 }}>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <a className="btn btn--secondary" href="/">
            Back to Home
          </a>
        </div>
      </div>
    </main>
  );
}

import { isRouteErrorResponse, useRouteError } from 'react-router';

import { StatusPage } from '@/components/ui/status-page';
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
    <StatusPage
      visual={
        <div className="status-icon status-icon--error" aria-hidden="true" style={{ margin: '0 auto 16px' }}>
          !
        </div>
      }
      title="Unexpected Application Error!"
      message={
        chunk
          ? 'Part of the app could not be downloaded. This happens after an update or when the connection drops.'
          : 'Something went wrong while showing this page.'
      }
      actions={
        <>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <a className="btn btn--secondary" href="/">
            Back to Home
          </a>
        </>
      }
    >
      <pre className="code-block">{message}</pre>
    </StatusPage>
  );
}

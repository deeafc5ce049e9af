/** Shown while the socket is down and coming back by itself: the screen stays, its controls wait. */
export function ReconnectingNotice() {
  return (
    <p className="mp-reconnecting" role="status" aria-live="polite">
      <span className="mp-reconnecting__spinner" aria-hidden="true" />
      Reconnecting... your place and score are kept.
    </p>
  );
}

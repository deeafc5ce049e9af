/** The spinner screen shown while something the page needs is loading. */
export function LoadingScreen({ fullHeight = false, label = 'Loading...' }: { fullHeight?: boolean; label?: string }) {
  return (
    <div className={`loading-screen${fullHeight ? ' loading-screen--full' : ''}`} role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

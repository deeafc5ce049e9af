interface LoadingScreenProps {
  fullHeight?: boolean;
  label?: string;
  /** The regular spinner, for a loading part of a screen rather than the whole app. */
  regularSpinner?: boolean;
  className?: string;
}

/** The spinner screen shown while something the page needs is loading. */
export function LoadingScreen({ fullHeight = false, label = 'Loading...', regularSpinner = false, className }: LoadingScreenProps) {
  const classes = ['loading-screen', fullHeight && 'loading-screen--full', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status">
      <span className={regularSpinner ? 'spinner' : 'spinner spinner--large'} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** Small stand-ins that print app state for tests to read. */
import { useLocation } from 'react-router';

import { useAuth } from '@/lib/auth';

/** Shows where the app went and with which navigation state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="location-path">{location.pathname}</p>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

/** Shows which view of the auth modal is open, or 'closed'. */
export function AuthModalProbe() {
  const { authModalView } = useAuth();
  return <p data-testid="auth-modal-view">{authModalView ?? 'closed'}</p>;
}

import '@/features/auth/auth.css';
import { GoogleCallback } from '@/features/auth/components/google-callback';

export default function AuthCallbackRoute() {
  return (
    <main className="page">
      <div className="container container--narrow">
        <GoogleCallback />
      </div>
    </main>
  );
}

import { useParams } from 'react-router';

import '@/features/auth/auth.css';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';

export default function VerifyEmailRoute() {
  const { token = '' } = useParams();
  return (
    <main className="page">
      <div className="container container--narrow">
        <div className="card auth-card">
          <VerifyEmailStatus token={token} />
        </div>
      </div>
    </main>
  );
}

import { useNavigate, useParams } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import '@/features/auth/auth.css';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useAuth } from '@/lib/auth';

export default function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { openAuthModal } = useAuth();

  const done = () => {
    navigate(paths.home.getHref(), { replace: true });
    openAuthModal('login');
  };

  return (
    <main className="page">
      <div className="container container--narrow">
        <div className="card auth-card">
          <PageHeader title="Set a New Password" subtitle="Choose a strong password you have not used before." />
          <ResetPasswordForm token={token} onDone={done} />
        </div>
      </div>
    </main>
  );
}

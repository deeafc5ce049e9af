import { Link } from 'react-router';

import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <StatusPage
      visual={
        <div className="status-page__code text-gradient" aria-hidden="true">
          404
        </div>
      }
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
      actions={
        <>
          <Link className="btn btn--primary" to={paths.home.getHref()}>
            Back to Home
          </Link>
          <Link className="btn btn--secondary" to={paths.generator.getHref()}>
            Create a Quiz
          </Link>
        </>
      }
    />
  );
}

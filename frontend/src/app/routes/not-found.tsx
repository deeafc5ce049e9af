import { Link } from 'react-router';

import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <main className="page">
      <div className="container container--narrow status-page">
        <div className="status-page__code text-gradient" aria-hidden="true">
          404
        </div>
        <h1 className="page-title">Page not found</h1>
        <p className="muted">The page you are looking for does not exist or has moved.</p>
        <div className="row row--center">
          <Link className="btn btn--primary" to={paths.home.getHref()}>
            Back to Home
          </Link>
          <Link className="btn btn--secondary" to={paths.generator.getHref()}>
            Create a Quiz
          </Link>
        </div>
      </div>
    </main>
  );
}

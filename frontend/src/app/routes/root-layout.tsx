import { lazy, Suspense } from 'react';
import { matchPath, Outlet, useLocation, useNavigation } from 'react-router';

import { documentTitle } from '@/app/route-titles';
import '@/components/layouts/layout.css';
import { Footer } from '@/components/layouts/footer';
import { Navbar } from '@/components/layouts/navbar';
import { useDocumentTitle } from '@/components/layouts/use-document-title';
import { usePostSignInRedirect } from '@/components/layouts/use-post-sign-in-redirect';
import { useScrollToTop } from '@/components/layouts/use-scroll-to-top';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PLAY_ROUTES } from '@/config/paths';
import { useAuth } from '@/lib/auth';

// The sign-in dialog and its forms load when it first opens, not with the first page.
const AuthModal = lazy(async () => ({ default: (await import('@/features/auth/components/auth-modal')).AuthModal }));

/** Exactly the play screens: an unknown address such as /quizzes is a 404 page with the navbar. */
function isPlayRoute(pathname: string): boolean {
  return PLAY_ROUTES.some((pattern) => matchPath(pattern, pathname));
}

export function RootLayout() {
  const { checking, authModalView } = useAuth();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useScrollToTop();
  usePostSignInRedirect();
  const routeAnnouncement = useDocumentTitle(documentTitle);

  if (checking) return <LoadingScreen fullHeight />;

  const chrome = !isPlayRoute(pathname);
  return (
    <div className="app-shell">
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      {chrome && <Navbar />}
      <div className="app-main">
        <Outlet />
      </div>
      {chrome && <Footer />}
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-outside-dialog="">
        {routeAnnouncement}
      </p>
      {authModalView && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
    </div>
  );
}

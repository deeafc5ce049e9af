/** The spec's route table. Every screen loads lazily; the root layout holds navbar, footer and auth modal. */
import { createBrowserRouter, type RouteObject } from 'react-router';

import { RootLayout } from '@/app/routes/root-layout';
import { RouteError } from '@/app/routes/route-error';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { withChunkTimeout } from '@/lib/chunk-error';

type LazyModule = Promise<{ default: React.ComponentType }>;

const screen = (load: () => LazyModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await withChunkTimeout(load)).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen fullHeight />,
    children: [
      { path: paths.home.path, ...screen(() => import('@/app/routes/home')) },
      { path: paths.generator.path, ...screen(() => import('@/app/routes/generator')) },
      { path: paths.savedQuizzes.path, ...screen(() => import('@/app/routes/saved-quizzes')) },
      { path: paths.quiz.path, ...screen(() => import('@/app/routes/quiz')) },
      { path: paths.resetPassword.path, ...screen(() => import('@/app/routes/reset-password')) },
      { path: paths.verifyEmail.path, ...screen(() => import('@/app/routes/verify-email')) },
      { path: paths.authCallback.path, ...screen(() => import('@/app/routes/auth-callback')) },
      { path: paths.shared.path, ...screen(() => import('@/app/routes/shared')) },
      { path: paths.pricing.path, ...screen(() => import('@/app/routes/pricing')) },
      { path: paths.subscriptionResult.path, ...screen(() => import('@/app/routes/subscription-result')) },
      { path: paths.privacy.path, ...screen(() => import('@/app/routes/privacy')) },
      { path: paths.contact.path, ...screen(() => import('@/app/routes/contact')) },
      { path: paths.about.path, ...screen(() => import('@/app/routes/about')) },
      { path: paths.profile.path, ...screen(() => import('@/app/routes/profile')) },
      { path: paths.multiplayer.path, ...screen(() => import('@/app/routes/multiplayer')) },
      { path: paths.multiplayerCreate.path, ...screen(() => import('@/app/routes/multiplayer-create')) },
      { path: paths.multiplayerJoin.path, ...screen(() => import('@/app/routes/multiplayer-join')) },
      { path: paths.multiplayerLobby.path, ...screen(() => import('@/app/routes/multiplayer-lobby')) },
      { path: paths.multiplayerPlay.path, ...screen(() => import('@/app/routes/multiplayer-play')) },
      { path: paths.multiplayerGames.path, ...screen(() => import('@/app/routes/multiplayer-games')) },
      { path: paths.multiplayerGame.path, ...screen(() => import('@/app/routes/multiplayer-game')) },
      { path: paths.multiplayerReview.path, ...screen(() => import('@/app/routes/multiplayer-review')) },
      { path: paths.reviewSession.path, ...screen(() => import('@/app/routes/review-session')) },
      { path: paths.homework.path, ...screen(() => import('@/app/routes/homework')) },
      { path: paths.homeworkAssign.path, ...screen(() => import('@/app/routes/homework-assign')) },
      { path: paths.homeworkPlay.path, ...screen(() => import('@/app/routes/homework-play')) },
      { path: paths.homeworkProgress.path, ...screen(() => import('@/app/routes/homework-progress')) },
      { path: '*', ...screen(() => import('@/app/routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);

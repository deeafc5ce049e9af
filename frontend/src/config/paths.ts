/** Every route of the app, once. Build links with getHref so URLs live only here. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  generator: { path: '/generator', getHref: () => '/generator' },
  savedQuizzes: {
    path: '/saved-quizzes',
    /** `edit`: opens Review & Edit on that quiz with that question (1-based) open for editing. */
    getHref: (edit?: { quizId: number; question: number }) =>
      edit ? `/saved-quizzes?edit=${encodeURIComponent(String(edit.quizId))}&question=${edit.question}` : '/saved-quizzes',
  },
  quiz: { path: '/quiz', getHref: () => '/quiz' },
  resetPassword: {
    path: '/reset-password/:token',
    getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  verifyEmail: {
    path: '/verify-email/:token',
    getHref: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  shared: { path: '/shared/:token', getHref: (token: string) => `/shared/${encodeURIComponent(token)}` },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  subscriptionResult: { path: '/subscription/result', getHref: () => '/subscription/result' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  contact: { path: '/contact', getHref: () => '/contact' },
  about: { path: '/about', getHref: () => '/about' },
  profile: { path: '/profile', getHref: () => '/profile' },
  multiplayer: { path: '/multiplayer', getHref: () => '/multiplayer' },
  multiplayerCreate: { path: '/multiplayer/create', getHref: () => '/multiplayer/create' },
  multiplayerJoin: { path: '/multiplayer/join', getHref: () => '/multiplayer/join' },
  multiplayerLobby: {
    path: '/multiplayer/lobby/:roomCode',
    getHref: (roomCode: string) => `/multiplayer/lobby/${encodeURIComponent(roomCode)}`,
  },
  multiplayerPlay: {
    path: '/multiplayer/play/:roomCode',
    getHref: (roomCode: string) => `/multiplayer/play/${encodeURIComponent(roomCode)}`,
  },
  multiplayerGames: { path: '/multiplayer/games', getHref: () => '/multiplayer/games' },
  multiplayerGame: {
    path: '/multiplayer/games/:gameId',
    getHref: (gameId: string) => `/multiplayer/games/${encodeURIComponent(gameId)}`,
  },
  multiplayerReview: {
    path: '/multiplayer/review/:playerToken',
    getHref: (playerToken: string) => `/multiplayer/review/${encodeURIComponent(playerToken)}`,
  },
  reviewSession: { path: '/review', getHref: () => '/review' },
  homework: { path: '/homework', getHref: () => '/homework' },
  homeworkAssign: {
    path: '/homework/new/:quizId',
    getHref: (quizId: string | number) => `/homework/new/${encodeURIComponent(String(quizId))}`,
  },
  homeworkPlay: {
    path: '/homework/:code',
    getHref: (code: string) => `/homework/${encodeURIComponent(code)}`,
  },
  homeworkProgress: {
    path: '/homework/:code/progress',
    getHref: (code: string) => `/homework/${encodeURIComponent(code)}/progress`,
  },
  googleSignIn: { path: '/api/auth/google/', getHref: () => '/api/auth/google/' },
} as const;

/** The address patterns of the app's screens (not the server's own paths): the server answers 404 to the rest. */
export function appRoutePatterns(): string[] {
  return Object.values(paths)
    .map((route) => route.path)
    .filter((path) => !path.startsWith('/api/'));
}

/** Routes where the navbar and footer are hidden (quiz play). */
export const PLAY_ROUTES = [paths.quiz.path, paths.multiplayerPlay.path, paths.multiplayerReview.path, paths.reviewSession.path] as const;

/** The browser tab's title for each screen: '<screen> – QuizForge'. */
import { matchPath } from 'react-router';

import { paths } from '@/config/paths';

export const SITE_NAME = 'QuizForge';
export const NOT_FOUND_TITLE = 'Page Not Found';

type AppPath = Exclude<keyof typeof paths, 'googleSignIn'>;

export const ROUTE_TITLES: Record<AppPath, string> = {
  home: 'AI Quiz Generator',
  generator: 'Create Your Interactive Quiz',
  savedQuizzes: 'Your Quiz Collection',
  quiz: 'Play Quiz',
  resetPassword: 'Set a New Password',
  verifyEmail: 'Email Verification',
  authCallback: 'Signing In',
  shared: 'Shared Quiz',
  pricing: 'Pricing',
  subscriptionResult: 'Subscription',
  privacy: 'Privacy Policy',
  contact: 'Contact Us',
  about: 'About Us',
  profile: 'Your Profile',
  multiplayer: 'Multiplayer',
  multiplayerCreate: 'Create a Multiplayer Room',
  multiplayerJoin: 'Join a Multiplayer Room',
  multiplayerLobby: 'Multiplayer Lobby',
  multiplayerPlay: 'Live Game',
  multiplayerGames: 'Your Live Games',
  multiplayerGame: 'Game Results',
  multiplayerReview: 'Review My Mistakes',
  reviewSession: 'Spaced Review',
  homework: 'Homework',
  homeworkAssign: 'Assign as Homework',
  homeworkPlay: 'Homework',
  homeworkProgress: 'Homework Progress',
};

export function screenTitle(pathname: string): string {
  const key = (Object.keys(ROUTE_TITLES) as AppPath[]).find((name) => matchPath(paths[name].path, pathname));
  return key ? ROUTE_TITLES[key] : NOT_FOUND_TITLE;
}

export function documentTitle(pathname: string): string {
  return `${screenTitle(pathname)} – ${SITE_NAME}`;
}

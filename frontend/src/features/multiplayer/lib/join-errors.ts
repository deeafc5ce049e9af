/** The join call's refusals in words a pupil understands. */
import { errorStatus, isNetworkError, serverErrorMessage } from '@/lib/api-client';

import { MESSAGES } from '@/features/multiplayer/lib/rules';

export const JOIN_ERRORS = {
  notFound: 'No game uses that code. Check the code on the screen and try again.',
  nameTaken: 'Someone in this game already has that name. Please choose another name.',
  full: 'This game is full. Ask your teacher for help.',
  started: 'This game has already started, so you cannot join it now.',
  badName: 'Please use a name of 3 to 20 letters or numbers.',
  tooMany: 'Too many people tried to join at once. Please wait a moment and try again.',
} as const;

export function joinErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.joinFailedRetry;
  const status = errorStatus(error);
  const said = (serverErrorMessage(error) ?? '').toLowerCase();
  if (status === 404) return JOIN_ERRORS.notFound;
  if (status === 400) return JOIN_ERRORS.badName;
  if (status === 429) return JOIN_ERRORS.tooMany;
  if (status === 409) {
    if (said.includes('full')) return JOIN_ERRORS.full;
    if (said.includes('start') || said.includes('progress') || said.includes('late')) return JOIN_ERRORS.started;
    if (said.includes('name') || said.includes('taken')) return JOIN_ERRORS.nameTaken;
    return serverErrorMessage(error) ?? MESSAGES.joinFailed;
  }
  return MESSAGES.joinFailedRetry;
}

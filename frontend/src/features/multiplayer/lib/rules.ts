/** Spec §5 and §9: the room code, the player name and the room settings. */
export const ROOM_CODE_LENGTH = 6;
export const NAME_MIN = 3;
export const NAME_MAX = 20;
export const MIN_PLAYERS_TO_START = 2;
export const HOST_DEFAULT_NAME = 'Host';

export const PLAYERS_RANGE = { min: 2, max: 100, step: 1, initial: 50 } as const;
export const SECONDS_RANGE = { min: 10, max: 120, step: 5, initial: 30 } as const;

export const MESSAGES = {
  codeLength: 'Room code must be 6 characters',
  nameLength: 'Name must be at least 3 characters',
  selectQuiz: 'Please select a quiz',
  createFailed: 'Failed to create room',
  joinFailed: 'Failed to join room',
  joinFailedRetry: 'Failed to join room. Please try again.',
  connection: 'Connection error. Please try again.',
  needPlayers: 'You need at least 2 players to start the game',
} as const;

/** Uppercased as typed, letters and digits only, at most 6. */
export function normalizeRoomCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, ROOM_CODE_LENGTH);
}

export function roomCodeError(code: string): string | null {
  return /^[A-Z0-9]{6}$/.test(code) ? null : MESSAGES.codeLength;
}

export function playerNameError(name: string): string | null {
  const length = name.trim().length;
  return length >= NAME_MIN && length <= NAME_MAX ? null : MESSAGES.nameLength;
}

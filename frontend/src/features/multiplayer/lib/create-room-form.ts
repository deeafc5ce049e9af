/** The create-room form as one reducer: the quiz list's loading, the room's settings and the submit's progress. */
import type { QuizChoice } from '@/features/multiplayer/api/quiz-choices';
import type { Scoring, Timer } from '@/features/multiplayer/lib/play-settings';
import { HOST_DEFAULT_NAME, PLAYERS_RANGE, SECONDS_RANGE } from '@/features/multiplayer/lib/rules';
import type { RoomSettings } from '@/features/multiplayer/types';

export interface CreateRoomForm {
  quizzes: QuizChoice[];
  load: 'loading' | 'ready' | 'failed';
  quizId: number | null;
  hostName: string;
  settings: RoomSettings;
  nameError: string | null;
  error: string | null;
  busy: boolean;
}

export type CreateRoomAction =
  | { type: 'quizzes_loaded'; quizzes: QuizChoice[] }
  | { type: 'quizzes_failed' }
  | { type: 'quiz_chosen'; quizId: number | null }
  | { type: 'host_name'; name: string }
  | { type: 'setting'; change: Partial<RoomSettings> }
  | { type: 'refused'; nameError: string | null; error: string | null }
  | { type: 'submitted' }
  | { type: 'failed'; error: string };

export function createRoomFormInitial(quizId: number | null): CreateRoomForm {
  return {
    quizzes: [],
    load: 'loading',
    quizId,
    hostName: HOST_DEFAULT_NAME,
    settings: {
      max_players: PLAYERS_RANGE.initial,
      time_per_question: SECONDS_RANGE.initial,
      show_leaderboard_after_each: true,
      allow_late_join: false,
      scoring: 'speed' satisfies Scoring,
      timer: 'per_question' satisfies Timer,
    },
    nameError: null,
    error: null,
    busy: false,
  };
}

export function createRoomFormReducer(form: CreateRoomForm, action: CreateRoomAction): CreateRoomForm {
  switch (action.type) {
    case 'quizzes_loaded':
      return { ...form, quizzes: action.quizzes, load: 'ready' };
    case 'quizzes_failed':
      return { ...form, load: 'failed' };
    case 'quiz_chosen':
      return { ...form, quizId: action.quizId };
    case 'host_name':
      return { ...form, hostName: action.name };
    case 'setting':
      return { ...form, settings: { ...form.settings, ...action.change } };
    case 'refused':
      return { ...form, nameError: action.nameError, error: action.error };
    case 'submitted':
      return { ...form, error: null, busy: true };
    case 'failed':
      return { ...form, error: action.error, busy: false };
    default:
      return form;
  }
}

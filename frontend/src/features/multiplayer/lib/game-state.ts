/** What one player knows about its room, moved on by server messages and its own actions (a pure reducer). */
import type { ConnectionStatus } from '@/features/multiplayer/lib/game-socket';
import type {
  AnswerResult,
  LeaderboardRow,
  PlayerId,
  QuestionEnded,
  QuestionStart,
  Room,
  RoomPlayer,
  ServerMessage,
} from '@/features/multiplayer/types';

export type GamePhase = 'waiting' | 'starting' | 'question' | 'leaderboard' | 'finished';

/** The answer a time-up sends: empty, it counts as wrong. */
export const TIME_UP_ANSWER = '';

export interface GameState {
  status: ConnectionStatus;
  me: { playerId: PlayerId; isHost: boolean } | null;
  room: Room | null;
  players: RoomPlayer[];
  phase: GamePhase;
  /** Seconds of the game_starting countdown. */
  countdown: number | null;
  question: QuestionStart | null;
  /** This player's answer to the current question: null none yet, TIME_UP_ANSWER at time-up. */
  picked: string | null;
  result: AnswerResult | null;
  /** The answer feedback stays up a moment before the leaderboard (spec: 3 s). */
  showingFeedback: boolean;
  answerCount: { answered: number; connected: number } | null;
  ended: QuestionEnded | null;
  leaderboard: LeaderboardRow[];
  paused: boolean;
  score: number;
  gameId: number | string | null;
  /** A server error event, shown for 5 s. */
  error: string | null;
  errorSeq: number;
}

export type GameAction =
  | { type: 'status'; status: ConnectionStatus }
  | { type: 'message'; message: ServerMessage }
  | { type: 'picked'; answer: string }
  | { type: 'feedback_done' }
  | { type: 'countdown_tick' }
  | { type: 'error_cleared'; seq: number };

export const initialGameState: GameState = {
  status: 'connecting',
  me: null,
  room: null,
  players: [],
  phase: 'waiting',
  countdown: null,
  question: null,
  picked: null,
  result: null,
  showingFeedback: false,
  answerCount: null,
  ended: null,
  leaderboard: [],
  paused: false,
  score: 0,
  gameId: null,
  error: null,
  errorSeq: 0,
};

const sameId = (a: PlayerId | undefined, b: PlayerId | undefined) => a !== undefined && b !== undefined && String(a) === String(b);

/**
 * A question seen starting live (after the countdown or a leaderboard) has nobody answered yet, out of the
 * players connected now; the server's answer_count follows. After a reload the count is unknown until then.
 */
function noAnswersYet(state: GameState): GameState['answerCount'] {
  if (state.phase !== 'starting' && state.phase !== 'leaderboard') return null;
  const connected = state.players.filter((player) => player.is_connected).length;
  return connected > 0 ? { answered: 0, connected } : null;
}

function upsertPlayer(players: RoomPlayer[], player: RoomPlayer): RoomPlayer[] {
  const known = players.some((p) => sameId(p.id, player.id));
  const joined = { ...player, is_connected: player.is_connected ?? true };
  return known ? players.map((p) => (sameId(p.id, player.id) ? { ...p, ...joined } : p)) : [...players, joined];
}

function leftPlayerId(message: Extract<ServerMessage, { type: 'player_left' }>): PlayerId | undefined {
  if (message.player_id !== undefined) return message.player_id;
  return typeof message.player === 'object' && message.player ? message.player.id : undefined;
}

function myScore(state: GameState, leaderboard: LeaderboardRow[]): number {
  const mine = leaderboard.find((row) => sameId(row.id, state.me?.playerId));
  return mine ? mine.score : state.score;
}

function onMessage(state: GameState, message: ServerMessage): GameState {
  switch (message.type) {
    case 'join_success': {
      const players = message.room.players ?? [];
      const mine = message.player ?? players.find((p) => sameId(p.id, message.player_id));
      return {
        ...state,
        me: { playerId: message.player_id, isHost: message.is_host },
        room: message.room,
        players,
        phase: message.room.status === 'lobby' ? 'waiting' : state.phase,
        score: typeof mine?.score === 'number' ? mine.score : state.score,
      };
    }
    case 'player_joined':
      return { ...state, players: upsertPlayer(state.players, message.player) };
    case 'player_left': {
      const id = leftPlayerId(message);
      if (message.kicked) return { ...state, players: state.players.filter((p) => !sameId(p.id, id)) };
      return { ...state, players: state.players.map((p) => (sameId(p.id, id) ? { ...p, is_connected: false } : p)) };
    }
    case 'game_starting':
      return { ...state, phase: 'starting', countdown: message.countdown };
    case 'question_start': {
      const sameQuestion = state.question?.question_index === message.question_index && state.phase === 'question';
      const picked = sameQuestion ? state.picked : null;
      return {
        ...state,
        phase: 'question',
        countdown: null,
        question: message,
        picked: message.has_answered ? (picked ?? 'answered') : picked,
        result: sameQuestion ? state.result : null,
        showingFeedback: sameQuestion ? state.showingFeedback : false,
        answerCount: sameQuestion ? state.answerCount : noAnswersYet(state),
        ended: null,
        paused: false,
      };
    }
    case 'answer_result':
      return { ...state, result: message, showingFeedback: true, score: message.player_stats.score };
    case 'answer_count':
      return { ...state, answerCount: { answered: message.answered, connected: message.connected } };
    case 'question_ended': {
      // The server ended the question at its deadline before this player answered: time is up for it.
      const timedOut = state.picked === null || (state.picked === TIME_UP_ANSWER && state.result === null);
      const missed = state.phase === 'question' && state.question !== null && timedOut;
      return {
        ...state,
        phase: 'leaderboard',
        ...(missed && {
          picked: TIME_UP_ANSWER,
          showingFeedback: true,
          result: {
            type: 'answer_result' as const,
            is_correct: false,
            correct_answer: message.correct_answer,
            points_earned: 0,
            player_stats: state.result?.player_stats ?? { score: state.score, current_streak: 0, correct_answers: 0, total_answers: 0, accuracy: 0 },
          },
        }),
        ended: message,
        leaderboard: message.leaderboard,
        score: myScore(state, message.leaderboard),
        paused: false,
      };
    }
    case 'leaderboard_update':
      return { ...state, leaderboard: message.leaderboard, score: myScore(state, message.leaderboard) };
    case 'game_finished':
      return {
        ...state,
        phase: 'finished',
        leaderboard: message.leaderboard,
        score: myScore(state, message.leaderboard),
        gameId: message.game_id ?? state.gameId,
        paused: false,
        showingFeedback: false,
      };
    case 'game_paused': {
      // The server's time left, from its own clock: the frozen countdown shows exactly that.
      const { remaining_ms: left, server_time: at } = message;
      const question =
        state.question && typeof left === 'number' && typeof at === 'number' ? { ...state.question, deadline: at + left } : state.question;
      return { ...state, paused: true, question };
    }
    case 'game_resumed':
      return {
        ...state,
        paused: false,
        question: state.question ? { ...state.question, deadline: message.deadline } : state.question,
      };
    case 'kicked':
      return { ...state, status: 'kicked' };
    case 'error':
      return { ...state, error: message.message, errorSeq: state.errorSeq + 1 };
    default:
      return state;
  }
}

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'status':
      return state.status === 'kicked' ? state : { ...state, status: action.status };
    case 'message':
      return onMessage(state, action.message);
    case 'picked':
      return state.picked === null ? { ...state, picked: action.answer } : state;
    case 'feedback_done':
      return { ...state, showingFeedback: false };
    case 'countdown_tick':
      return state.countdown !== null && state.countdown > 0 ? { ...state, countdown: state.countdown - 1 } : state;
    case 'error_cleared':
      return action.seq === state.errorSeq ? { ...state, error: null } : state;
    default:
      return state;
  }
}

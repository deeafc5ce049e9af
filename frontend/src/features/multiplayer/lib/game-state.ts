/** What one device knows about its room, moved on by server messages and its own actions (a pure reducer). */
import type { ConnectionStatus } from '@/features/multiplayer/lib/game-socket';
import { extraMs, ownQuestion } from '@/features/multiplayer/lib/play-settings';
import type {
  AnswerResult,
  LeaderboardRow,
  PlayerId,
  QuestionEnded,
  QuestionStart,
  RejoinRequest,
  Room,
  RoomPlayer,
  ServerMessage,
} from '@/features/multiplayer/types';

export type GamePhase = 'waiting' | 'starting' | 'question' | 'leaderboard' | 'finished';

/** The answer a time-up sends: empty, it counts as wrong. */
export const TIME_UP_ANSWER = '';
/** `picked` when the server says this player answered (from another tab, or before a reload). */
export const ANSWERED_ELSEWHERE = '\u0000answered';

export interface GameState {
  status: ConnectionStatus;
  me: { playerId: PlayerId; isHost: boolean } | null;
  room: Room | null;
  players: RoomPlayer[];
  /** The room's counts from the last lobby_update: pupils connected and in the room (a pupil's roster may list fewer). */
  lobbyCount: { connected: number; players: number } | null;
  phase: GamePhase;
  /** Seconds of the game_starting countdown. */
  countdown: number | null;
  /** The current question, or the ended one the leaderboard belongs to; timed on this player's own deadline. */
  question: QuestionStart | null;
  /** How much later than the room's deadline this player's own is (extra time the host gave), in ms. */
  extraMs: number;
  /** This player's answer to the current question: null none yet, TIME_UP_ANSWER at time-up. */
  picked: string | null;
  /** This player's result of the question that ended last (sent only when it ends). */
  result: AnswerResult | null;
  /** The player's own result stays up a moment when a question ends, before the leaderboard (spec: 3 s). */
  showingFeedback: boolean;
  answerCount: { answered: number; connected: number } | null;
  ended: QuestionEnded | null;
  leaderboard: LeaderboardRow[];
  /** This player's final row and rank, which the top 10 may leave out. */
  finalRow: LeaderboardRow | null;
  /** Everyone in the standings (the leaderboard lists the top 10 only). */
  totalPlayers: number | null;
  /** How many questions were played when the game finished (fewer when the host ended it early). */
  questionsPlayed: number | null;
  paused: boolean;
  score: number;
  gameId: number | string | null;
  /** Pupils on another device asking to be let back in as a disconnected player (host only). */
  rejoinRequests: RejoinRequest[];
  /** Set by the host: nobody new may join. */
  roomLocked: boolean;
  /** This device asked to be let back in as a disconnected player and waits for the host. */
  rejoinPending: boolean;
  /** The host refused that request. */
  rejoinDenied: boolean;
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
  | { type: 'rejoin_answered'; requestId: string }
  | { type: 'error_cleared'; seq: number };

export const initialGameState: GameState = {
  status: 'connecting',
  me: null,
  room: null,
  players: [],
  lobbyCount: null,
  phase: 'waiting',
  countdown: null,
  question: null,
  extraMs: 0,
  picked: null,
  result: null,
  showingFeedback: false,
  answerCount: null,
  ended: null,
  leaderboard: [],
  finalRow: null,
  totalPlayers: null,
  questionsPlayed: null,
  paused: false,
  score: 0,
  gameId: null,
  rejoinRequests: [],
  roomLocked: false,
  rejoinPending: false,
  rejoinDenied: false,
  error: null,
  errorSeq: 0,
};

const sameId = (a: PlayerId | undefined, b: PlayerId | undefined) => a !== undefined && b !== undefined && String(a) === String(b);

/** The host presents: it is in the standings only once it has answered a question (CONTRACT §7). */
export function standingsRows(rows: LeaderboardRow[]): LeaderboardRow[] {
  return rows.filter((row) => !(row.is_host && row.total_answers === 0));
}

/**
 * A question seen starting live (after the countdown or a leaderboard) has nobody answered yet, out of the
 * pupils connected now; the server's answer_count follows. After a reload the count is unknown until then.
 */
function noAnswersYet(state: GameState): GameState['answerCount'] {
  if (state.phase !== 'starting' && state.phase !== 'leaderboard') return null;
  const connected = state.players.filter((player) => player.is_connected && !player.is_host).length;
  return connected > 0 ? { answered: 0, connected } : null;
}

/** Joins and leaves come coalesced, a few a second: who came (added or updated), then who went (disconnected). */
function onLobbyUpdate(state: GameState, message: Extract<ServerMessage, { type: 'lobby_update' }>): GameState {
  const byId = new Map(state.players.map((player) => [String(player.id), player]));
  for (const player of message.joined) {
    const known = byId.get(String(player.id));
    byId.set(String(player.id), known ? { ...known, ...player } : player);
  }
  for (const id of message.left) {
    const known = byId.get(String(id));
    if (known) byId.set(String(id), { ...known, is_connected: false });
  }
  return { ...state, players: [...byId.values()], lobbyCount: { connected: message.connected, players: message.players } };
}

function leftPlayerId(message: Extract<ServerMessage, { type: 'player_left' }>): PlayerId | undefined {
  if (message.player_id !== undefined) return message.player_id;
  return typeof message.player === 'object' && message.player ? message.player.id : undefined;
}

function myScore(state: GameState, leaderboard: LeaderboardRow[]): number {
  const mine = leaderboard.find((row) => sameId(row.id, state.me?.playerId));
  return mine ? mine.score : state.score;
}

/** The ended question as the leaderboard shows it: from question_ended itself when it says which it was. */
function endedQuestion(state: GameState, message: QuestionEnded): QuestionStart | null {
  const current = state.question;
  if (!message.question) return current;
  const index = message.question_index ?? current?.question_index ?? 0;
  const total = message.total_questions ?? current?.total_questions ?? state.room?.total_questions ?? 0;
  const at = message.server_time ?? current?.deadline ?? 0;
  const sameQuestion = current?.question_index === index;
  return {
    type: 'question_start',
    question: message.question,
    question_index: index,
    total_questions: total,
    time_per_question: current?.time_per_question ?? state.room?.time_per_question ?? 0,
    question_start_time: sameQuestion && current ? current.question_start_time : at,
    deadline: sameQuestion && current ? current.deadline : at,
    extra_deadlines: sameQuestion && current ? current.extra_deadlines : {},
    has_answered: sameQuestion && current ? current.has_answered : false,
    is_paused: false,
    server_time: at,
  };
}

function onQuestionStart(state: GameState, message: QuestionStart): GameState {
  const sameQuestion = state.question?.question_index === message.question_index && state.phase === 'question';
  const picked = sameQuestion ? state.picked : null;
  const extra = extraMs(message, state.me?.playerId);
  return {
    ...state,
    phase: 'question',
    countdown: null,
    question: ownQuestion(message, extra),
    extraMs: extra,
    picked: message.has_answered ? (picked ?? ANSWERED_ELSEWHERE) : picked,
    result: null,
    showingFeedback: false,
    answerCount: sameQuestion ? state.answerCount : noAnswersYet(state),
    ended: null,
    paused: message.is_paused ?? false,
  };
}

function onQuestionEnded(state: GameState, message: QuestionEnded): GameState {
  const index = message.question_index ?? state.question?.question_index;
  const wasLive = state.phase === 'question' && state.question?.question_index === index;
  const keepResult = state.result !== null && (state.result.question_index === undefined || state.result.question_index === index);
  const leaderboard = standingsRows(message.leaderboard);
  return {
    ...state,
    phase: 'leaderboard',
    question: endedQuestion(state, message),
    // Only someone who was on the question sees its own result first; a late arrival goes to the leaderboard.
    showingFeedback: !state.me?.isHost && (wasLive || (keepResult && state.showingFeedback)),
    result: keepResult ? state.result : null,
    ended: message,
    leaderboard,
    totalPlayers: message.total_players ?? state.totalPlayers,
    score: myScore(state, leaderboard),
    paused: false,
  };
}

/** Just after question_start, to the host and a pupil with extra time only: the later deadlines it may know. */
function onExtraDeadlines(state: GameState, message: Extract<ServerMessage, { type: 'extra_deadlines' }>): GameState {
  const question = state.question;
  if (!question || state.phase !== 'question' || question.question_index !== message.question_index || state.extraMs > 0) return state;
  const told = { ...question, extra_deadlines: message.extra_deadlines };
  const extra = extraMs(told, state.me?.playerId);
  return { ...state, question: ownQuestion(told, extra), extraMs: extra };
}

function onAnswerResult(state: GameState, message: AnswerResult): GameState {
  const index = message.question_index ?? state.question?.question_index;
  const current = state.question?.question_index;
  if (current !== undefined && index !== undefined && index < current) return state;
  // Sent when the question ends: the result shows at once, unless this device only just arrived on the leaderboard.
  const lateArrival = state.phase === 'leaderboard' && !state.showingFeedback && state.result === null && state.ended !== null;
  return {
    ...state,
    result: message,
    showingFeedback: !state.me?.isHost && !lateArrival,
    score: message.player_stats.score,
  };
}

/** Every deadline moves by the pause: this player's own stays as far past the room's as it was, and so do the extra times the host counts. */
function resumedQuestion(question: QuestionStart, roomDeadline: number, extra: number): QuestionStart {
  if (roomDeadline <= 0) return { ...question, deadline: 0 };
  const shift = roomDeadline - (question.deadline - extra);
  const extraDeadlines = Object.fromEntries(Object.entries(question.extra_deadlines ?? {}).map(([id, at]) => [id, at + shift]));
  return { ...question, deadline: roomDeadline + extra, extra_deadlines: extraDeadlines };
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
        roomLocked: message.room.locked ?? state.roomLocked,
        rejoinPending: false,
        phase: message.room.status === 'lobby' ? 'waiting' : state.phase,
        score: typeof mine?.score === 'number' ? mine.score : state.score,
      };
    }
    case 'lobby_update':
      return onLobbyUpdate(state, message);
    case 'player_left': {
      const id = leftPlayerId(message);
      if (message.kicked) {
        const lobbyCount = state.lobbyCount && { ...state.lobbyCount, players: Math.max(0, state.lobbyCount.players - 1) };
        return { ...state, players: state.players.filter((p) => !sameId(p.id, id)), lobbyCount };
      }
      return { ...state, players: state.players.map((p) => (sameId(p.id, id) ? { ...p, is_connected: false } : p)) };
    }
    case 'game_starting':
      return { ...state, phase: 'starting', countdown: message.countdown };
    case 'question_start':
      return onQuestionStart(state, message);
    case 'answer_received':
      if (state.question?.question_index !== message.question_index || state.picked !== null) return state;
      return { ...state, picked: ANSWERED_ELSEWHERE };
    case 'answer_result':
      return onAnswerResult(state, message);
    case 'answer_count':
      return { ...state, answerCount: { answered: message.answered, connected: message.connected } };
    case 'question_ended':
      return onQuestionEnded(state, message);
    case 'game_finished': {
      const leaderboard = standingsRows(message.leaderboard);
      return {
        ...state,
        phase: 'finished',
        leaderboard,
        totalPlayers: message.total_players ?? state.totalPlayers,
        questionsPlayed: message.questions_played ?? state.questionsPlayed,
        score: myScore(state, leaderboard),
        gameId: message.game_id ?? state.gameId,
        paused: false,
        showingFeedback: false,
      };
    }
    case 'your_result':
      return { ...state, finalRow: { ...message.row, rank: message.rank }, score: message.row.score };
    case 'game_paused': {
      // The server's time left, from its own clock: the frozen countdown shows exactly that.
      const { remaining_ms: left, server_time: at } = message;
      // With extra time the room's time left says nothing of this player's: its own deadline stays frozen.
      const frozen = state.extraMs === 0 && typeof left === 'number' && typeof at === 'number';
      const question = state.question && frozen ? { ...state.question, deadline: at + left } : state.question;
      return { ...state, paused: true, question };
    }
    case 'game_resumed':
      return { ...state, paused: false, question: state.question && resumedQuestion(state.question, message.deadline, state.extraMs) };
    case 'extra_deadlines':
      return onExtraDeadlines(state, message);
    case 'extra_time_set':
      return {
        ...state,
        players: state.players.map((p) => (sameId(p.id, message.player_id) ? { ...p, extra_time: message.extra_time } : p)),
      };
    case 'rejoin_requested':
      if (state.rejoinRequests.some((request) => request.request_id === message.request_id)) return state;
      return { ...state, rejoinRequests: [...state.rejoinRequests, { request_id: message.request_id, name: message.name }] };
    case 'rejoin_resolved':
      return { ...state, rejoinRequests: state.rejoinRequests.filter((request) => request.request_id !== message.request_id) };
    case 'rejoin_pending':
      return { ...state, rejoinPending: true };
    case 'rejoin_denied':
      return { ...state, rejoinPending: false, rejoinDenied: true };
    case 'room_locked':
      return { ...state, roomLocked: true };
    case 'room_unlocked':
      return { ...state, roomLocked: false };
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
    case 'rejoin_answered':
      return { ...state, rejoinRequests: state.rejoinRequests.filter((request) => request.request_id !== action.requestId) };
    case 'error_cleared':
      return action.seq === state.errorSeq ? { ...state, error: null } : state;
    default:
      return state;
  }
}

/** The live-game shapes of CONTRACT §7, written by hand: the rooms API and every websocket message. */
import type { ApiSchemas } from '@/types/api';

export type PlayerId = string | number;

export type RoomStatus = 'lobby' | 'playing' | 'finished';

export interface RoomPlayer {
  id: PlayerId;
  name: string;
  is_connected: boolean;
  is_host?: boolean;
  score?: number;
}

export interface Room {
  code: string;
  quiz: { title: string };
  total_questions: number;
  time_per_question: number;
  max_players: number;
  players: RoomPlayer[];
  status: RoomStatus;
  show_leaderboard_after_each?: boolean;
  allow_late_join?: boolean;
  /** Locked by the host: nobody new may join. */
  locked?: boolean;
}

export interface RoomSettings {
  max_players: number;
  time_per_question: number;
  show_leaderboard_after_each: boolean;
  allow_late_join: boolean;
}

export interface CreateRoomResponse {
  code: string;
  room: Room;
}

export interface JoinRoomResponse {
  /** null while the host has not let this device in yet (`pending`). */
  player_id: PlayerId | null;
  player_token: string;
  room: Room;
  /** The name is a disconnected (or removed) player's: the socket waits for the host's allow_rejoin. */
  pending?: boolean;
  message?: string;
}

/** One of the signed-in owner's running rooms (GET /api/multiplayer/rooms/mine/). */
export interface MyRoom {
  code: string;
  quiz: { title: string };
  status: RoomStatus;
  total_questions: number;
  /** -1 in the lobby. */
  question_index?: number;
  /** How many pupils are in. */
  players?: number;
  created_at?: number;
}

export interface LeaderboardRow {
  id: PlayerId;
  name: string;
  is_host?: boolean;
  score: number;
  current_streak: number;
  best_streak: number;
  correct_answers: number;
  total_answers: number;
  accuracy: number;
  is_connected: boolean;
  rank: number;
}

export interface PlayerStats {
  score: number;
  rank?: number;
  current_streak: number;
  best_streak?: number;
  correct_answers: number;
  total_answers: number;
  accuracy: number;
}

/** Every server message carries the server's clock, in epoch milliseconds. */
interface Stamped {
  server_time?: number;
}

export interface QuestionStart extends Stamped {
  type: 'question_start';
  question: { question: string; choices: string[] };
  question_index: number;
  total_questions: number;
  time_per_question: number;
  question_start_time: number;
  deadline: number;
  has_answered: boolean;
  is_paused?: boolean;
}

export interface AnswerResult extends Stamped {
  type: 'answer_result';
  question_index?: number;
  /** False when the player gave no answer before the question ended. */
  answered?: boolean;
  is_correct: boolean;
  correct_answer: string;
  points_earned: number;
  player_stats: PlayerStats;
}

export interface QuestionEnded extends Stamped {
  type: 'question_ended';
  leaderboard: LeaderboardRow[];
  correct_answer: string;
  /** How many chose each choice: by choice text, or a list in the order of the choices. */
  answer_counts: Record<string, number> | number[];
  question_index?: number;
  /** The question these counts and this answer belong to (a reconnecting client may never have seen it start). */
  question?: { question: string; choices: string[] };
  total_questions?: number;
  total_players?: number;
  show_leaderboard?: boolean;
  is_last_question?: boolean;
  source?: string | null;
  explanation?: string | null;
}

export interface GameFinished extends Stamped {
  type: 'game_finished';
  leaderboard: LeaderboardRow[];
  game_id?: number | string | null;
  total_questions?: number;
  total_players?: number;
}

export interface RejoinRequest {
  request_id: string;
  name: string;
}

export type ServerMessage =
  | (Stamped & { type: 'connection_established' })
  | (Stamped & {
      type: 'join_success';
      player_id: PlayerId;
      is_host: boolean;
      room: Room;
      /** This player as the server keeps it: a reconnect gets its score back from here. */
      player?: RoomPlayer & Partial<PlayerStats>;
    })
  | (Stamped & { type: 'player_joined'; player: RoomPlayer })
  | (Stamped & { type: 'player_left'; player_id?: PlayerId; player?: RoomPlayer | string; kicked?: boolean })
  | (Stamped & { type: 'game_starting'; countdown: number; starts_at?: number })
  | QuestionStart
  | (Stamped & { type: 'answer_received'; question_index: number })
  | AnswerResult
  | (Stamped & { type: 'answer_count'; answered: number; connected: number })
  | QuestionEnded
  | GameFinished
  | (Stamped & { type: 'your_result'; row: LeaderboardRow; rank: number })
  | (Stamped & { type: 'rejoin_requested' } & RejoinRequest)
  | (Stamped & { type: 'rejoin_resolved'; request_id: string; allowed?: boolean })
  | (Stamped & { type: 'rejoin_pending'; message?: string })
  | (Stamped & { type: 'rejoin_denied'; message?: string })
  | (Stamped & { type: 'room_locked' })
  | (Stamped & { type: 'room_unlocked' })
  | (Stamped & { type: 'game_paused'; remaining_ms?: number })
  | (Stamped & { type: 'game_resumed'; deadline: number })
  | (Stamped & { type: 'kicked'; message?: string })
  | (Stamped & { type: 'pong' })
  | (Stamped & { type: 'error'; message: string });

export type ServerMessageType = ServerMessage['type'];

/** The first message: a player proves itself with its player token, the host with its access token. */
export type JoinCredentials = { name: string; player_token: string } | { name: string; token: string };

export type ClientMessage =
  | ({ type: 'join_room' } & JoinCredentials)
  | { type: 'start_game' }
  | { type: 'submit_answer'; answer: string; time_taken: number }
  | { type: 'next_question' }
  | { type: 'pause_game' }
  | { type: 'resume_game' }
  | { type: 'kick_player'; player_id: PlayerId }
  | { type: 'allow_rejoin'; request_id: string }
  | { type: 'deny_rejoin'; request_id: string }
  | { type: 'lock_room' }
  | { type: 'unlock_room' }
  | { type: 'ping' };

/** Stored games, for the host's results pages: the server's own types (types/schema.d.ts). */
export type GameAnswer = ApiSchemas['GameAnswerOutput'];
export type GamePlayer = ApiSchemas['GameDetailPlayerOutput'];
export type GameSummary = ApiSchemas['GameOutput'];

/** The schema leaves a stored game's questions untyped: they are the quiz's questions as played. */
export interface GameDetail extends Omit<ApiSchemas['GameDetailOutput'], 'questions'> {
  questions: { question: string; choices: string[]; correct_answer: string }[];
}

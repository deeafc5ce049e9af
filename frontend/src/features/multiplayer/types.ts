/**
 * The live-game shapes of CONTRACT §7. The socket's messages come from protocol.generated.ts (generated from
 * the server's protocol definition, never edited by hand); the rooms API's shapes are written here.
 */
import type {
  AnswerResultEvent,
  GameFinishedEvent,
  LeaderboardRow as ProtocolLeaderboardRow,
  PlayerStats as ProtocolPlayerStats,
  ProtocolClientMessage,
  ProtocolServerMessage,
  QuestionEndedEvent,
  QuestionStartEvent,
  RejoinRequestedEvent,
  RoomPlayer as ProtocolRoomPlayer,
  RoomState,
} from '@/features/multiplayer/protocol.generated';
import type { ApiSchemas } from '@/types/api';

export type PlayerId = string;

export type RoomStatus = RoomState['status'];
export type RoomPlayer = ProtocolRoomPlayer;
/** The lobby's room: the same over HTTP (GET, join) and in join_success. */
export type Room = RoomState;

export interface RoomSettings {
  max_players: number;
  time_per_question: number;
  show_leaderboard_after_each: boolean;
  allow_late_join: boolean;
  scoring: RoomState['scoring'];
  timer: RoomState['timer'];
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

export type LeaderboardRow = ProtocolLeaderboardRow;
export type PlayerStats = ProtocolPlayerStats;
/** A question as this device keeps it: with the extra deadlines it was told (`extra_deadlines`, host and pupil with extra time). */
export type QuestionStart = QuestionStartEvent & { extra_deadlines?: Record<string, number> };
export type AnswerResult = AnswerResultEvent;
export type QuestionEnded = QuestionEndedEvent;
export type GameFinished = GameFinishedEvent;
export type RejoinRequest = Pick<RejoinRequestedEvent, 'request_id' | 'name'>;

export type ServerMessage = ProtocolServerMessage;
export type ClientMessage = ProtocolClientMessage;

/** The first message: a player proves itself with its player token, the host with its access token. */
export type JoinCredentials = { name: string; player_token: string } | { name: string; token: string };

/** Stored games, for the host's results pages: the server's own types (types/schema.d.ts). */
export type GameSummary = ApiSchemas['GameOutput'];
export type GameReport = ApiSchemas['GameReportOutput'];
export type ReportQuestion = ApiSchemas['ReportQuestionOutput'];

/** The schema leaves a stored game's questions untyped: they are the quiz's questions as played. */
export interface GameDetail extends Omit<ApiSchemas['GameDetailOutput'], 'questions'> {
  questions: { question: string; choices: string[]; correct_answer: string }[];
}

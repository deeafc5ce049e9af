// Generated from backend/quizforge/multiplayer/protocol.py by
// `python -m quizforge.multiplayer.protocol_docs`: do not edit (make lint checks it).

export interface QuestionText {
  question: string;
  choices: string[];
}

export interface RoomPlayer {
  id: string;
  name: string;
  is_host: boolean;
  is_connected: boolean;
  score: number;
  extra_time?: number;
}

export interface PlayerStats {
  score: number;
  rank: number;
  current_streak: number;
  best_streak: number;
  correct_answers: number;
  total_answers: number;
  accuracy: number;
}

export interface JoinedPlayer {
  id: string;
  name: string;
  is_host: boolean;
  is_connected: boolean;
  score: number;
  extra_time: number;
  rank: number;
  current_streak: number;
  best_streak: number;
  correct_answers: number;
  total_answers: number;
  accuracy: number;
}

export interface LeaderboardRow {
  id: string;
  name: string;
  is_host: boolean;
  score: number;
  current_streak: number;
  best_streak: number;
  correct_answers: number;
  total_answers: number;
  accuracy: number;
  is_connected: boolean;
  rank: number;
}

export interface RoomState {
  code: string;
  quiz: { title: string };
  total_questions: number;
  time_per_question: number;
  max_players: number;
  show_leaderboard_after_each: boolean;
  allow_late_join: boolean;
  locked: boolean;
  scoring: 'speed' | 'accuracy';
  timer: 'per_question' | 'none';
  status: 'lobby' | 'playing' | 'finished';
  players: RoomPlayer[];
}

export interface JoinRoomMessage {
  type: 'join_room';
  name?: string;
  player_token?: string;
  token?: string;
}

export interface StartGameMessage {
  type: 'start_game';
}

export interface SubmitAnswerMessage {
  type: 'submit_answer';
  answer: string;
  time_taken?: number;
}

export interface NextQuestionMessage {
  type: 'next_question';
}

export interface PauseGameMessage {
  type: 'pause_game';
}

export interface ResumeGameMessage {
  type: 'resume_game';
}

export interface EndGameMessage {
  type: 'end_game';
}

export interface KickPlayerMessage {
  type: 'kick_player';
  player_id: string;
}

export interface SetExtraTimeMessage {
  type: 'set_extra_time';
  player_id: string;
  factor: 1 | 1.5 | 2;
}

export interface EndQuestionMessage {
  type: 'end_question';
}

export interface AllowRejoinMessage {
  type: 'allow_rejoin';
  request_id: string;
}

export interface DenyRejoinMessage {
  type: 'deny_rejoin';
  request_id: string;
}

export interface LockRoomMessage {
  type: 'lock_room';
}

export interface UnlockRoomMessage {
  type: 'unlock_room';
}

export interface PingMessage {
  type: 'ping';
}

export interface ConnectionEstablishedEvent {
  type: 'connection_established';
  message: string;
  server_time: number;
}

export interface JoinSuccessEvent {
  type: 'join_success';
  player_id: string;
  is_host: boolean;
  room: RoomState;
  player: JoinedPlayer;
  game_state: 'lobby' | 'countdown' | 'open' | 'ended' | 'finished';
  server_time: number;
}

export interface LobbyUpdateEvent {
  type: 'lobby_update';
  joined: RoomPlayer[];
  left: string[];
  connected: number;
  players: number;
  server_time: number;
}

export interface PlayerLeftEvent {
  type: 'player_left';
  player_id: string;
  player: RoomPlayer;
  kicked: boolean;
  server_time: number;
}

export interface GameStartingEvent {
  type: 'game_starting';
  countdown: number;
  starts_at: number;
  server_time: number;
}

export interface QuestionStartEvent {
  type: 'question_start';
  question: QuestionText;
  question_index: number;
  total_questions: number;
  time_per_question: number;
  question_start_time: number;
  deadline: number;
  has_answered: boolean;
  is_paused: boolean;
  server_time: number;
}

export interface ExtraDeadlinesEvent {
  type: 'extra_deadlines';
  question_index: number;
  extra_deadlines: Record<string, number>;
  server_time: number;
}

export interface AnswerReceivedEvent {
  type: 'answer_received';
  question_index: number;
  server_time: number;
}

export interface AnswerCountEvent {
  type: 'answer_count';
  answered: number;
  connected: number;
  server_time: number;
}

export interface AnswerResultEvent {
  type: 'answer_result';
  question_index: number;
  answered: boolean;
  is_correct: boolean;
  correct_answer: string;
  points_earned: number;
  player_stats: PlayerStats;
  server_time: number;
}

export interface QuestionEndedEvent {
  type: 'question_ended';
  question_index: number;
  total_questions: number;
  question: QuestionText;
  correct_answer: string;
  answer_counts: number[];
  leaderboard: LeaderboardRow[];
  total_players: number;
  show_leaderboard: boolean;
  is_last_question: boolean;
  source: string | null;
  explanation: string | null;
  server_time: number;
}

export interface GamePausedEvent {
  type: 'game_paused';
  remaining_ms: number;
  question_index: number;
  server_time: number;
}

export interface GameResumedEvent {
  type: 'game_resumed';
  deadline: number;
  remaining_ms: number;
  server_time: number;
}

export interface GameFinishedEvent {
  type: 'game_finished';
  leaderboard: LeaderboardRow[];
  total_players: number;
  total_questions: number;
  questions_played: number;
  game_id: number | null;
  end_reason: 'finished' | 'ended_by_host' | 'expired';
  server_time: number;
}

export interface YourResultEvent {
  type: 'your_result';
  row: LeaderboardRow;
  rank: number;
  server_time: number;
}

export interface RejoinRequestedEvent {
  type: 'rejoin_requested';
  request_id: string;
  name: string;
  server_time: number;
}

export interface RejoinResolvedEvent {
  type: 'rejoin_resolved';
  request_id: string;
  allowed: boolean;
  server_time: number;
}

export interface RejoinPendingEvent {
  type: 'rejoin_pending';
  message: string;
  server_time: number;
}

export interface RejoinDeniedEvent {
  type: 'rejoin_denied';
  message: string;
  server_time: number;
}

export interface ExtraTimeSetEvent {
  type: 'extra_time_set';
  player_id: string;
  extra_time: number;
  server_time: number;
}

export interface RoomLockedEvent {
  type: 'room_locked';
  server_time: number;
}

export interface RoomUnlockedEvent {
  type: 'room_unlocked';
  server_time: number;
}

export interface KickedEvent {
  type: 'kicked';
  message: string;
  server_time: number;
}

export interface PongEvent {
  type: 'pong';
  server_time: number;
}

export interface ErrorEvent {
  type: 'error';
  message: string;
  server_time: number;
}

export type ProtocolClientMessage = JoinRoomMessage | StartGameMessage | SubmitAnswerMessage | NextQuestionMessage | PauseGameMessage | ResumeGameMessage | EndGameMessage | KickPlayerMessage | SetExtraTimeMessage | EndQuestionMessage | AllowRejoinMessage | DenyRejoinMessage | LockRoomMessage | UnlockRoomMessage | PingMessage;

export type ProtocolServerMessage = ConnectionEstablishedEvent | JoinSuccessEvent | LobbyUpdateEvent | PlayerLeftEvent | GameStartingEvent | QuestionStartEvent | ExtraDeadlinesEvent | AnswerReceivedEvent | AnswerCountEvent | AnswerResultEvent | QuestionEndedEvent | GamePausedEvent | GameResumedEvent | GameFinishedEvent | YourResultEvent | RejoinRequestedEvent | RejoinResolvedEvent | RejoinPendingEvent | RejoinDeniedEvent | ExtraTimeSetEvent | RoomLockedEvent | RoomUnlockedEvent | KickedEvent | PongEvent | ErrorEvent;

export type ProtocolServerMessageType = ProtocolServerMessage['type'];

export const PROTOCOL_CLOSE_CODES = { 4401: 'unauthenticated', 4403: 'kicked', 4404: 'unknown_room' } as const;

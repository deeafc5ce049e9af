/** Server messages as CONTRACT §7 shapes them, for tests. */
import type { LeaderboardRow, QuestionStart, Room, RoomPlayer } from '@/features/multiplayer/types';

export function makeRoom(overrides: Partial<Room> = {}): Room {
  return {
    code: 'ABC234',
    quiz: { title: 'Cell Biology' },
    total_questions: 3,
    time_per_question: 30,
    max_players: 50,
    show_leaderboard_after_each: true,
    allow_late_join: false,
    locked: false,
    scoring: 'speed',
    timer: 'per_question',
    players: [],
    status: 'lobby',
    ...overrides,
  };
}

export function makePlayer(id: number | string, name: string, overrides: Partial<RoomPlayer> = {}): RoomPlayer {
  return { id: String(id), name, is_host: false, is_connected: true, score: 0, extra_time: 1, ...overrides };
}

export function questionStart(index: number, now: number, overrides: Partial<QuestionStart> = {}): QuestionStart {
  return {
    type: 'question_start',
    question: { question: `Question text ${index + 1}?`, choices: ['Mitochondria', 'Nucleus', 'Ribosome', 'Golgi'] },
    question_index: index,
    total_questions: 3,
    time_per_question: 30,
    question_start_time: now,
    deadline: now + 30_000,
    extra_deadlines: {},
    has_answered: false,
    is_paused: false,
    server_time: now,
    ...overrides,
  };
}

export function row(id: number | string, name: string, rank: number, score: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    id: String(id),
    name,
    is_host: false,
    score,
    rank,
    current_streak: 0,
    best_streak: 0,
    correct_answers: 0,
    total_answers: 0,
    accuracy: 0,
    is_connected: true,
    ...overrides,
  };
}

/** The screen of every state, as a table: what a device shows is a pure function of what it knows. */
import { describe, expect, it } from 'vitest';

import { gameScreen, type Screen } from '@/features/multiplayer/lib/game-screen';
import { ANSWERED_ELSEWHERE, initialGameState, TIME_UP_ANSWER, type GameState } from '@/features/multiplayer/lib/game-state';
import { questionStart } from '@/features/multiplayer/testing/messages';
import type { AnswerResult, QuestionEnded } from '@/features/multiplayer/types';

const PLAYER = { playerId: 'p2', isHost: false };
const HOST = { playerId: 'p1', isHost: true };
const QUESTION = questionStart(0, 1_000_000);
const RESULT: AnswerResult = {
  type: 'answer_result',
  question_index: 0,
  answered: true,
  is_correct: true,
  correct_answer: 'Mitochondria',
  points_earned: 950,
  player_stats: { score: 950, rank: 1, current_streak: 1, best_streak: 1, correct_answers: 1, total_answers: 1, accuracy: 100 },
  server_time: 1_030_000,
};
const ENDED: QuestionEnded = {
  type: 'question_ended',
  question_index: 0,
  total_questions: 3,
  question: QUESTION.question,
  leaderboard: [],
  total_players: 1,
  correct_answer: 'Mitochondria',
  answer_counts: [1, 0, 0, 0],
  show_leaderboard: true,
  is_last_question: false,
  source: null,
  explanation: null,
  server_time: 1_030_000,
};

const state = (overrides: Partial<GameState>): GameState => ({ ...initialGameState, status: 'connected', me: PLAYER, ...overrides });
const asHost = (overrides: Partial<GameState>): GameState => state({ me: HOST, ...overrides });

type Row = [string, GameState, Pick<Screen, 'kind'> & Partial<Screen>];

const TABLE: Row[] = [
  ['before join_success', { ...initialGameState }, { kind: 'connecting', role: 'player', reconnecting: false }],
  ['a first connection being retried', { ...initialGameState, status: 'reconnecting' }, { kind: 'connecting', reconnecting: true }],
  ['waiting for the host to let it back in', { ...initialGameState, rejoinPending: true }, { kind: 'rejoin_pending' }],
  ['in the lobby', state({ phase: 'waiting' }), { kind: 'lobby', role: 'player', reconnecting: false }],
  ['the host in the lobby', asHost({ phase: 'waiting' }), { kind: 'lobby', role: 'host' }],
  ['the countdown', state({ phase: 'starting', countdown: 3 }), { kind: 'countdown' }],
  ['a question, not answered', state({ phase: 'question', question: QUESTION }), { kind: 'answering' }],
  ['a question, answered', state({ phase: 'question', question: QUESTION, picked: 'Nucleus' }), { kind: 'locked' }],
  ['a question answered before a reload', state({ phase: 'question', question: QUESTION, picked: ANSWERED_ELSEWHERE }), { kind: 'locked' }],
  ['a question after its own time-up', state({ phase: 'question', question: QUESTION, picked: TIME_UP_ANSWER }), { kind: 'locked' }],
  ['the host on a question', asHost({ phase: 'question', question: QUESTION }), { kind: 'answering', role: 'host' }],
  ['paused', state({ phase: 'question', question: QUESTION, paused: true }), { kind: 'paused' }],
  ['paused after answering', state({ phase: 'question', question: QUESTION, paused: true, picked: 'Nucleus' }), { kind: 'paused' }],
  ['the host, paused', asHost({ phase: 'question', question: QUESTION, paused: true }), { kind: 'paused', role: 'host' }],
  [
    'the result arrived before question_ended',
    state({ phase: 'question', question: QUESTION, picked: 'Mitochondria', result: RESULT, showingFeedback: true }),
    { kind: 'result' },
  ],
  [
    'the question ended, its result shown 3 s',
    state({ phase: 'leaderboard', question: QUESTION, ended: ENDED, result: RESULT, showingFeedback: true }),
    { kind: 'result' },
  ],
  ['the question ended, result time over', state({ phase: 'leaderboard', question: QUESTION, ended: ENDED, result: RESULT }), { kind: 'leaderboard' }],
  ['the host when a question ends: no result of its own', asHost({ phase: 'leaderboard', question: QUESTION, ended: ENDED, showingFeedback: true }), { kind: 'leaderboard', role: 'host' }],
  ['the end', state({ phase: 'finished' }), { kind: 'podium' }],
  ['the host at the end', asHost({ phase: 'finished' }), { kind: 'podium', role: 'host' }],
  [
    'a question while the socket is down: the same screen, marked',
    state({ phase: 'question', question: QUESTION, status: 'reconnecting' }),
    { kind: 'answering', reconnecting: true },
  ],
  ['a leaderboard while the socket is down', state({ phase: 'leaderboard', question: QUESTION, ended: ENDED, status: 'reconnecting' }), { kind: 'leaderboard', reconnecting: true }],
  ['kicked', state({ phase: 'question', question: QUESTION, status: 'kicked' }), { kind: 'connection_end', end: 'kicked' }],
  ['refused to come back', { ...initialGameState, rejoinDenied: true, status: 'kicked' }, { kind: 'connection_end', end: 'rejoin_denied' }],
  ['the room is gone', state({ status: 'room_missing' }), { kind: 'connection_end', end: 'room_missing' }],
  ['the place is no longer valid', state({ status: 'unauthorized' }), { kind: 'connection_end', end: 'unauthorized' }],
  ['left', state({ status: 'closed' }), { kind: 'connection_end', end: 'closed' }],
];

describe('gameScreen', () => {
  it.each(TABLE)('%s', (_, given, expected) => {
    expect(gameScreen(given)).toMatchObject(expected);
  });

  it('never shows the host a locked or result screen, whatever it knows', () => {
    for (const [, given] of TABLE) {
      if (!given.me) continue;
      const kind = gameScreen({ ...given, me: HOST, picked: 'Nucleus', result: RESULT, showingFeedback: true }).kind;
      expect(['locked', 'result']).not.toContain(kind);
    }
  });
});

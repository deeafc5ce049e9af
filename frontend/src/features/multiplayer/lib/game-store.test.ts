import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ERROR_MS, FEEDBACK_MS, GameStore } from '@/features/multiplayer/lib/game-store';
import { asWebSocket, FakeWebSocket } from '@/features/multiplayer/testing/fake-websocket';
import { makeRoom, questionStart, row } from '@/features/multiplayer/testing/messages';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);
const TIMED_OUT = {
  question_index: 0,
  answered: false,
  is_correct: false,
  correct_answer: 'Mitochondria',
  points_earned: 0,
  player_stats: { score: 0, rank: 1, current_streak: 0, best_streak: 0, correct_answers: 0, total_answers: 1, accuracy: 0 },
};

async function joinedStore() {
  const store = new GameStore({
    url: 'ws://example.test/ws/game/ABC234/',
    credentials: () => ({ name: 'Ada', player_token: 'tok' }),
    WebSocketImpl: asWebSocket,
  });
  store.connect();
  const ws = FakeWebSocket.latest();
  ws.open();
  await vi.waitFor(() => expect(ws.sent).toHaveLength(1));
  ws.receive({ type: 'join_success', player_id: '1', is_host: false, room: makeRoom() });
  return { store, ws };
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('GameStore', () => {
  it('sends the empty answer at the deadline once, and never again for that question', async () => {
    const { store, ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now()));
    vi.advanceTimersByTime(29_999);
    expect(ws.sentOfType('submit_answer')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(ws.sentOfType('submit_answer')).toEqual([{ type: 'submit_answer', answer: '', time_taken: 30 }]);
    expect(store.getState().picked).toBe('');
    // A repeated question_start (a reconnect's resume) and a late click change nothing.
    ws.receive(questionStart(0, Date.now(), { has_answered: false }));
    store.answer('Nucleus');
    vi.advanceTimersByTime(60_000);
    expect(ws.sentOfType('submit_answer')).toHaveLength(1);
  });

  it('times the deadline by the server clock, not the local one', async () => {
    const { ws } = await joinedStore();
    // The server is 10 s ahead: its deadline is 20 s away on its clock.
    const serverNow = Date.now() + 10_000;
    ws.receive(questionStart(0, serverNow - 10_000, { server_time: serverNow, deadline: serverNow + 20_000 }));
    vi.advanceTimersByTime(19_999);
    expect(ws.sentOfType('submit_answer')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(ws.sentOfType('submit_answer')).toHaveLength(1);
  });

  it('sends no empty answer after a click, and the click only once', async () => {
    const { store, ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now()));
    vi.advanceTimersByTime(4_000);
    store.answer('Nucleus');
    store.answer('Ribosome');
    vi.advanceTimersByTime(60_000);
    expect(ws.sentOfType('submit_answer')).toEqual([{ type: 'submit_answer', answer: 'Nucleus', time_taken: 4 }]);
  });

  it('sends nothing at time-up while the connection is down, and not later either', async () => {
    const { store, ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now()));
    ws.drop();
    vi.advanceTimersByTime(30_000);
    expect(store.getState().picked).toBe('');
    const back = FakeWebSocket.latest();
    back.open();
    await vi.waitFor(() => expect(back.sent).toHaveLength(1));
    back.receive({ type: 'join_success', player_id: '1', is_host: false, room: makeRoom({ status: 'playing' }) });
    vi.advanceTimersByTime(60_000);
    expect(ws.sentOfType('submit_answer')).toHaveLength(0);
    expect(back.sentOfType('submit_answer')).toHaveLength(0);
  });

  it('does not answer for a player the server says has answered (after a reload)', async () => {
    const { store, ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now(), { has_answered: true }));
    vi.advanceTimersByTime(60_000);
    store.answer('Nucleus');
    expect(ws.sentOfType('submit_answer')).toHaveLength(0);
  });

  it('stops the clock while paused and gives the time-up to the resumed deadline', async () => {
    const { ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now()));
    vi.advanceTimersByTime(10_000);
    ws.receive({ type: 'game_paused' });
    vi.advanceTimersByTime(60_000);
    expect(ws.sentOfType('submit_answer')).toHaveLength(0);
    ws.receive({ type: 'game_resumed', deadline: Date.now() + 20_000 });
    vi.advanceTimersByTime(19_999);
    expect(ws.sentOfType('submit_answer')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(ws.sentOfType('submit_answer')).toHaveLength(1);
  });

  it('keeps the answer feedback up for 3 s, and a server error for 5 s', async () => {
    const { store, ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now()));
    store.answer('Mitochondria');
    ws.receive({
      type: 'answer_result',
      is_correct: true,
      correct_answer: 'Mitochondria',
      points_earned: 950,
      player_stats: { score: 950, rank: 1, current_streak: 1, best_streak: 1, correct_answers: 1, total_answers: 1, accuracy: 100 },
    });
    ws.receive({ type: 'question_ended', leaderboard: [row(1, 'Ada', 1, 950)], correct_answer: 'Mitochondria', answer_counts: [1, 0, 0, 0] });
    expect(store.getState()).toMatchObject({ showingFeedback: true, phase: 'leaderboard', score: 950 });
    vi.advanceTimersByTime(FEEDBACK_MS);
    expect(store.getState().showingFeedback).toBe(false);

    ws.receive({ type: 'error', message: 'Only the host can do that' });
    expect(store.getState().error).toBe('Only the host can do that');
    vi.advanceTimersByTime(ERROR_MS - 1);
    expect(store.getState().error).toBe('Only the host can do that');
    vi.advanceTimersByTime(1);
    expect(store.getState().error).toBeNull();
  });

  it('counts the game_starting countdown down each second', async () => {
    const { store, ws } = await joinedStore();
    ws.receive({ type: 'game_starting', countdown: 3 });
    expect(store.getState()).toMatchObject({ phase: 'starting', countdown: 3 });
    vi.advanceTimersByTime(1000);
    expect(store.getState().countdown).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(store.getState().countdown).toBe(0);
  });

  it("shows Time's Up! when the question ends without an answer, and sends nothing after", async () => {
    const { store, ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now()));
    vi.advanceTimersByTime(29_990);
    ws.receive({ type: 'answer_result', ...TIMED_OUT });
    ws.receive({ type: 'question_ended', question_index: 0, leaderboard: [row(1, 'Ada', 1, 0)], correct_answer: 'Mitochondria', answer_counts: [0, 0, 0, 0] });
    expect(store.getState()).toMatchObject({ phase: 'leaderboard', showingFeedback: true, result: { answered: false, points_earned: 0 } });
    vi.advanceTimersByTime(FEEDBACK_MS);
    expect(store.getState().showingFeedback).toBe(false);
    expect(ws.sentOfType('submit_answer')).toHaveLength(0);
  });

  it('does not show the refusal of a time-up answer that reached the server after the end', async () => {
    const { store, ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now()));
    vi.advanceTimersByTime(30_000);
    expect(ws.sentOfType('submit_answer')).toHaveLength(1);
    ws.receive({ type: 'error', message: 'No question is running.' });
    expect(store.getState().error).toBeNull();
    ws.receive({ type: 'question_ended', question_index: 0, leaderboard: [row(1, 'Ada', 1, 0)], correct_answer: 'Mitochondria', answer_counts: [0, 0, 0, 0] });
    ws.receive({ type: 'answer_result', ...TIMED_OUT });
    expect(store.getState()).toMatchObject({ picked: '', showingFeedback: true, result: { is_correct: false } });
    ws.receive({ type: 'error', message: 'Only the host can do this.' });
    expect(store.getState().error).toBe('Only the host can do this.');
  });

  it('sends again an answer tapped just before the connection dropped, while the deadline has not passed', async () => {
    const { store, ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now()));
    vi.advanceTimersByTime(5_000);
    store.answer('Nucleus');
    expect(ws.sentOfType('submit_answer')).toEqual([{ type: 'submit_answer', answer: 'Nucleus', time_taken: 5 }]);
    // The answer went into a connection that was already dead: no answer_received came back.
    ws.drop();
    vi.advanceTimersByTime(2_000);
    const again = FakeWebSocket.latest();
    expect(again).not.toBe(ws);
    again.open();
    await vi.waitFor(() => expect(again.sent).toHaveLength(1));
    again.receive({ type: 'join_success', player_id: '1', is_host: false, room: makeRoom({ status: 'playing' }) });
    again.receive(questionStart(0, START, { has_answered: false }));
    expect(again.sentOfType('submit_answer')).toEqual([{ type: 'submit_answer', answer: 'Nucleus', time_taken: 5 }]);
    expect(store.getState().picked).toBe('Nucleus');
  });

  it('does not send the answer again once the server has it, or once the deadline has passed', async () => {
    const { store, ws } = await joinedStore();
    ws.receive(questionStart(0, Date.now()));
    store.answer('Nucleus');
    ws.receive({ type: 'answer_received', question_index: 0 });
    ws.drop();
    vi.advanceTimersByTime(2_000);
    const again = FakeWebSocket.latest();
    again.open();
    await vi.waitFor(() => expect(again.sent).toHaveLength(1));
    again.receive({ type: 'join_success', player_id: '1', is_host: false, room: makeRoom({ status: 'playing' }) });
    again.receive(questionStart(0, START, { has_answered: true }));
    expect(again.sentOfType('submit_answer')).toHaveLength(0);

    ws.receive(questionStart(1, Date.now()));
    const { store: late, ws: lateWs } = await joinedStore();
    lateWs.receive(questionStart(1, Date.now()));
    vi.advanceTimersByTime(29_000);
    late.answer('Ribosome');
    lateWs.drop();
    vi.advanceTimersByTime(3_500);
    const back = FakeWebSocket.latest();
    back.open();
    await vi.waitFor(() => expect(back.sent).toHaveLength(1));
    back.receive({ type: 'join_success', player_id: '1', is_host: false, room: makeRoom({ status: 'playing' }) });
    back.receive(questionStart(1, Date.now() - 32_500, { has_answered: false }));
    expect(back.sentOfType('submit_answer')).toHaveLength(0);
    expect(store.getState().picked).toBe('Nucleus');
  });
});

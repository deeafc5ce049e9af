import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PlayScreen } from '@/features/multiplayer/components/play-screen';
import { LEAVE_QUESTION } from '@/features/multiplayer/components/play/leave-dialog';
import { FakeWebSocket } from '@/features/multiplayer/testing/fake-websocket';
import { makeRoom, questionStart, row } from '@/features/multiplayer/testing/messages';
import { cleanupRooms, HOST_SESSION, installFakeSockets, renderRoom, send, serverWelcomes } from '@/features/multiplayer/testing/render-room';

const confetti = vi.hoisted(() => vi.fn().mockResolvedValue(undefined));
vi.mock('canvas-confetti', () => ({ default: confetti }));

const RIGHT = {
  type: 'answer_result',
  is_correct: true,
  correct_answer: 'Mitochondria',
  points_earned: 950,
  player_stats: { score: 950, current_streak: 1, correct_answers: 1, total_answers: 1, accuracy: 100 },
};

function ended(leaderboard = [row(2, 'Ada', 1, 950, { id: 'p2' }), row(1, 'Host', 2, 0, { id: 'p1' })]) {
  return { type: 'question_ended', question_index: 0, leaderboard, correct_answer: 'Mitochondria', answer_counts: [2, 1, 0, 0], show_leaderboard: true, is_last_question: false };
}

async function playing(options: { host?: boolean } = {}) {
  renderRoom(<PlayScreen />, { route: 'play', session: options.host ? HOST_SESSION : undefined });
  const ws = await serverWelcomes({ isHost: options.host, room: { status: 'playing' } });
  return ws;
}

beforeEach(() => {
  installFakeSockets();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanupRooms();
  confetti.mockClear();
});

describe('play screen', () => {
  it('waits for the game with a Connected/Disconnected indicator', async () => {
    renderRoom(<PlayScreen />, { route: 'play' });
    await serverWelcomes();
    expect(screen.getByRole('heading', { name: 'Waiting for game to start...' })).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    act(() => FakeWebSocket.latest().drop());
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
  });

  it('shows the question with its number, the score, lettered choices and a countdown on the server clock', async () => {
    const ws = await playing();
    // The server's clock is 10 s ahead of this device; its deadline is 20 s away on its own clock.
    const serverNow = Date.now() + 10_000;
    send(ws, questionStart(0, serverNow - 10_000, { server_time: serverNow, deadline: serverNow + 20_000 }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Score:')).toHaveTextContent('Score: 0');
    expect(screen.getByRole('heading', { name: 'Question text 1?' })).toBeInTheDocument();
    const choices = within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual(['AMitochondria', 'BNucleus', 'CRibosome', 'DGolgi']);
    expect(screen.getByRole('timer')).toHaveAccessibleName('20 seconds left');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('15 seconds left');
    expect(screen.getByRole('timer')).toHaveClass('mp-ring--warning');
  });

  it("locks the answer in, then says 'Correct!' with the points, then shows the leaderboard after 3 s", async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now()));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: /Mitochondria/ }));
    expect(ws.sentOfType('submit_answer')).toEqual([{ type: 'submit_answer', answer: 'Mitochondria', time_taken: 2 }]);
    expect(screen.getByText('Answer Locked In!')).toBeInTheDocument();
    expect(screen.getByText('Waiting for other players to answer')).toBeInTheDocument();
    for (const choice of within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button')) expect(choice).toBeDisabled();

    send(ws, RIGHT);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('+950 points')).toBeInTheDocument();
    expect(screen.getByText('Score:')).toHaveTextContent('Score: 950');
    send(ws, ended());
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
  });

  it("says 'Incorrect!' with the right answer", async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now()));
    fireEvent.click(screen.getByRole('button', { name: /Nucleus/ }));
    send(ws, { ...RIGHT, is_correct: false, points_earned: 0, player_stats: { ...RIGHT.player_stats, score: 0 } });
    expect(screen.getByText('Incorrect!')).toBeInTheDocument();
    expect(screen.getByText('0 points')).toBeInTheDocument();
    expect(screen.getByText('The correct answer is:')).toHaveTextContent('Mitochondria');
  });

  it("sends the empty answer at time-up once and says Time's Up! with 0 points", async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now()));
    act(() => vi.advanceTimersByTime(30_000));
    expect(ws.sentOfType('submit_answer')).toEqual([{ type: 'submit_answer', answer: '', time_taken: 30 }]);
    expect(screen.getByText("Time's Up!")).toBeInTheDocument();
    send(ws, { ...RIGHT, is_correct: false, points_earned: 0, player_stats: { ...RIGHT.player_stats, score: 0 } });
    expect(screen.getByText("Time's Up!")).toBeInTheDocument();
    expect(screen.getByText('0 points')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(ws.sentOfType('submit_answer')).toHaveLength(1);
  });

  it('comes back after a reload with its score, locked when the server says this player already answered', async () => {
    renderRoom(<PlayScreen />, { route: 'play' });
    const ws = FakeWebSocket.latest();
    await act(async () => {
      ws.open();
      await Promise.resolve();
    });
    send(ws, { type: 'join_success', player_id: 'p2', is_host: false, room: { ...makeRoom({ status: 'playing' }), players: [] }, player: { id: 'p2', name: 'Ada', is_host: false, is_connected: true, score: 962, extra_time: 1, rank: 1, current_streak: 1, best_streak: 1, correct_answers: 1, total_answers: 1, accuracy: 100 } });
    send(ws, questionStart(1, Date.now(), { has_answered: true }));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Score:')).toHaveTextContent('Score: 962');
    expect(screen.getByText('Answer Locked In!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(ws.sentOfType('submit_answer')).toHaveLength(0);
  });

  it('asks before leaving; leaving closes the connection and goes to the hub', async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now()));
    fireEvent.click(screen.getByRole('button', { name: 'Leave Game' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Game?' });
    expect(dialog).toHaveTextContent(LEAVE_QUESTION);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(ws.readyState).toBe(FakeWebSocket.OPEN);
    fireEvent.click(screen.getByRole('button', { name: 'Leave Game' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave Game' }));
    expect(ws.readyState).toBe(FakeWebSocket.CLOSED);
    expect(screen.getByTestId('location-path')).toHaveTextContent(/^\/multiplayer$/);
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("counts the host's room in from nobody answered when a question starts live, not after a reload", async () => {
    const ws = await playing({ host: true });
    send(ws, questionStart(0, Date.now()));
    expect(screen.queryByText(/answered$/)).not.toBeInTheDocument();
    send(ws, ended());
    act(() => vi.advanceTimersByTime(3000));
    send(ws, questionStart(1, Date.now()));
    // The host presents and does not answer: the count is of the pupils connected (Ada).
    expect(screen.getByText(/answered$/)).toHaveTextContent('0 of 1 answered');
    send(ws, { type: 'answer_count', answered: 1, connected: 1 });
    expect(screen.getByText(/answered$/)).toHaveTextContent('1 of 1 answered');
  });

  it('gives the host pause and resume and the answer count; the paused overlay keeps the focus', async () => {
    const ws = await playing({ host: true });
    send(ws, questionStart(0, Date.now()));
    send(ws, { type: 'answer_count', answered: 12, connected: 30 });
    expect(screen.getByText(/answered$/)).toHaveTextContent('12 of 30 answered');
    fireEvent.click(screen.getByRole('button', { name: 'Pause game' }));
    expect(ws.sentOfType('pause_game')).toHaveLength(1);
    send(ws, { type: 'game_paused', remaining_ms: 18_000 });
    const dialog = screen.getByRole('dialog', { name: 'Game Paused' });
    expect(dialog).toHaveTextContent('Click the play button to resume');
    const resume = within(dialog).getByRole('button', { name: /Resume Game/ });
    expect(resume).toHaveFocus();
    expect(screen.getByRole('timer', { hidden: true })).toHaveAccessibleName('18 seconds left');
    fireEvent.click(resume);
    expect(ws.sentOfType('resume_game')).toHaveLength(1);
    send(ws, { type: 'game_resumed', deadline: Date.now() + 18_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("tells the others 'Waiting for host to resume...' and hides the host's controls", async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now()));
    send(ws, { type: 'answer_count', answered: 1, connected: 2 });
    expect(screen.queryByText('1 of 2 answered')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause game' })).not.toBeInTheDocument();
    send(ws, { type: 'game_paused', remaining_ms: 10_000 });
    expect(screen.getByRole('dialog', { name: 'Game Paused' })).toHaveTextContent('Waiting for host to resume...');
    expect(screen.queryByRole('button', { name: /Resume Game/ })).not.toBeInTheDocument();
  });

  it('shows the leaderboard: correct answer, answer bars, rank, name, score, streak; the host moves on', async () => {
    const ws = await playing({ host: true });
    send(ws, questionStart(0, Date.now()));
    send(ws, ended([row(2, 'Ada', 1, 950, { id: 'p2', current_streak: 1 }), row(1, 'Host', 2, 0, { id: 'p1', is_host: true })]));
    // The host presents: straight to the distribution, the answer and the standings, never "Time's Up!".
    expect(screen.queryByText("Time's Up!")).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Correct answer:')).toHaveTextContent('Correct answer: Mitochondria');
    const bars = within(screen.getByRole('list', { name: 'How many chose each answer' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['AMitochondria (correct)2', 'BNucleus1', 'CRibosome0', 'DGolgi0']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // The host is not a player: no row of its own, no "You".
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('1Ada9501');
    expect(screen.queryByText('You')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(ws.sentOfType('next_question')).toHaveLength(1);
  });

  it('shows the projector where the document says the answer, the key marked, with the explanation', async () => {
    const ws = await playing({ host: true });
    send(ws, questionStart(0, Date.now()));
    send(ws, { ...ended(), source: 'Mitochondria make most of the ATP a cell uses.', explanation: 'Respiration happens there.' });
    const answer = screen.getByText('Correct answer:').closest('.card') as HTMLElement;
    expect(within(answer).getByText('Respiration happens there.')).toBeInTheDocument();
    const quote = within(answer).getByRole('figure', { name: 'Where it says that' });
    expect(quote).toHaveTextContent('Mitochondria make most of the ATP a cell uses.');
    expect(within(quote).getByText('Mitochondria', { selector: 'mark' })).toBeInTheDocument();
    expect(answer.querySelector('.answer-source--wall')).not.toBeNull();
  });

  it("shows each phone the explanation under its own result, and no quote for a quiz typed by hand", async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now()));
    fireEvent.click(screen.getByRole('button', { name: /Nucleus/ }));
    send(ws, { ...RIGHT, question_index: 0, answered: true, is_correct: false, points_earned: 0 });
    send(ws, { ...ended(), source: null, explanation: 'Respiration happens in the mitochondria.' });
    const result = screen.getByText('Incorrect!').closest('.mp-overlay__card') as HTMLElement;
    expect(within(result).getByText('Respiration happens in the mitochondria.')).toBeInTheDocument();
    expect(within(result).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('lets the host end the game early, asking first', async () => {
    const ws = await playing({ host: true });
    send(ws, questionStart(0, Date.now()));
    send(ws, ended());
    fireEvent.click(screen.getByRole('button', { name: 'End Game' }));
    const dialog = screen.getByRole('dialog', { name: 'End Game?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Playing' }));
    expect(ws.sentOfType('end_game')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'End Game' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'End Game?' })).getByRole('button', { name: 'End Game' }));
    expect(ws.sentOfType('end_game')).toHaveLength(1);
    send(ws, { type: 'game_finished', leaderboard: [row(2, 'Ada', 1, 950)], total_players: 1, total_questions: 3, questions_played: 1, game_id: 9, end_reason: 'ended_by_host' });
    expect(screen.getByRole('heading', { name: 'Final Results' })).toBeInTheDocument();
    expect(screen.getByText(/played ·/)).toHaveTextContent('1 of 3 questions played · 1 player');
  });

  it("tells the others 'Waiting for host to continue...' and lists the top 10 plus their own row", async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now()));
    const many = Array.from({ length: 30 }, (_, i) => row(100 + i, `Player ${i + 1}`, i + 1, 3000 - i * 10, { id: `x${i}` }));
    many[24] = row(2, 'Ada', 25, 2760, { id: 'p2' });
    send(ws, ended(many));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Waiting for host to continue...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Question' })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // The top 10, then (after a gap) the player's own row, marked as the current one.
    expect(rows).toHaveLength(11);
    expect(rows[9]).toHaveTextContent(/^10Player 10/);
    expect(rows[10]).toHaveTextContent('25AdaYou2760');
    expect(rows[10]).toHaveAttribute('aria-current', 'true');
  });

  it('ends on the final screen: verdict, score, stars, accuracy, streak, 30 confetti pieces and the standings', async () => {
    const ws = await playing();
    const standings = [
      row(1, 'Host', 1, 2900, { id: 'p1', correct_answers: 3 }),
      row(2, 'Ada', 2, 1900, { id: 'p2', correct_answers: 2, total_answers: 3, best_streak: 2, accuracy: 67 }),
      row(3, 'Ben', 3, 900, { id: 'p3', correct_answers: 1 }),
      row(4, 'Cy', 4, 0, { id: 'p4' }),
    ];
    send(ws, { type: 'game_finished', leaderboard: standings, total_questions: 3, game_id: 7 });
    expect(screen.getByRole('heading', { name: 'Great Job! 2nd Place!' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Score 1900 points' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Accuracy').nextSibling).toHaveTextContent('67%');
    expect(screen.getByText('Correct').nextSibling).toHaveTextContent('2/3');
    // One accuracy everywhere: the server's, of the questions asked while the player was there, said so.
    expect(screen.getByText(/asked while you were in the game/)).toHaveTextContent('2 correct of the 3 questions asked while you were in the game.');
    expect(screen.getByText('Best streak').nextSibling).toHaveTextContent('2');
    await vi.waitFor(() => expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 30 })));
    expect(screen.getByRole('heading', { name: 'Final Standings' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('img', { name: 'Rank 1, top 3' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('img', { name: 'Rank 3, top 3' })).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent(/^4Cy/);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('link', { name: 'View Game Results' })).not.toBeInTheDocument();
    // Ada missed one of the three: her phone offers her own review, keyed by her player token.
    expect(screen.getByRole('link', { name: 'Review my mistakes' })).toHaveAttribute('href', '/multiplayer/review/player-token-1');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Multiplayer' }));
    expect(screen.getByTestId('location-path')).toHaveTextContent(/^\/multiplayer$/);
  });

  it('offers no review to a player who missed nothing, nor when the game was not stored', async () => {
    const ws = await playing();
    const perfect = [row(2, 'Ada', 1, 2900, { id: 'p2', correct_answers: 3, total_answers: 3 })];
    send(ws, { type: 'game_finished', leaderboard: perfect, total_players: 1, total_questions: 3, questions_played: 3, game_id: 7, end_reason: 'finished' });
    expect(screen.getByRole('heading', { name: 'You Won!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review my mistakes' })).not.toBeInTheDocument();
  });

  it('ends the projector on a podium and the final standings, with a link to the stored game, never a verdict of its own', async () => {
    const ws = await playing({ host: true });
    const standings = [row(2, 'Ana', 1, 3000), row(3, 'Bo', 2, 2000), row(4, 'Cid', 3, 1000), row(5, 'Dee', 4, 0)];
    send(ws, { type: 'game_finished', leaderboard: standings, total_questions: 3, game_id: 7 });
    expect(screen.getByRole('heading', { name: 'Final Results' })).toHaveFocus();
    const podium = within(screen.getByRole('list', { name: 'Podium' })).getAllByRole('listitem');
    // Second, first, third from left to right, as on a podium.
    expect(podium.map((place) => place.textContent)).toEqual(['Bo2000 points2', 'Ana3000 points1', 'Cid1000 points3']);
    expect(screen.queryByText(/You finished|You Won|Place!/)).not.toBeInTheDocument();
    expect(screen.queryByText('You')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'View Game Results' })).toHaveAttribute('href', '/multiplayer/games/7');
  });

  it("shows a pupil 'Question X of Y' between questions and 'You finished #N!' below the podium", async () => {
    const ws = await playing();
    send(ws, questionStart(1, Date.now()));
    send(ws, { ...ended(), question_index: 1 });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    const standings = [row(3, 'Bo', 1, 3000), row(4, 'Cid', 2, 2000), row(5, 'Dee', 3, 1000), row(6, 'Eve', 4, 500), row(2, 'Ada', 5, 100, { id: 'p2' })];
    send(ws, { type: 'game_finished', leaderboard: standings, total_questions: 3, game_id: 7 });
    expect(screen.getByRole('heading', { name: 'You finished #5!' })).toBeInTheDocument();
  });

  it('times a pupil with 2x time on its own later deadline', async () => {
    const ws = await playing();
    const now = Date.now();
    send(ws, questionStart(0, now, { deadline: now + 30_000 }));
    send(ws, { type: 'extra_deadlines', question_index: 0, extra_deadlines: { p2: now + 60_000 }, server_time: now });
    expect(screen.getByRole('timer')).toHaveAccessibleName('60 seconds left');
    act(() => vi.advanceTimersByTime(31_000));
    expect(ws.sentOfType('submit_answer')).toEqual([]); // the room's deadline is not this pupil's
    fireEvent.click(screen.getByRole('button', { name: /Nucleus/ }));
    expect(ws.sentOfType('submit_answer')).toHaveLength(1);
  });

  it("shows the projector the extra time still running after the room's time, never who has it", async () => {
    const ws = await playing({ host: true });
    const now = Date.now();
    send(ws, questionStart(0, now, { deadline: now + 30_000 }));
    send(ws, { type: 'extra_deadlines', question_index: 0, extra_deadlines: { p2: now + 60_000 }, server_time: now });
    expect(screen.queryByText(/Extra time/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(40_000));
    expect(screen.getByText('Extra time: 20 s')).toBeInTheDocument();
    expect(screen.queryByText(/Ada/)).not.toBeInTheDocument();
  });

  it("moves the projector's extra time by a pause, as the room's time", async () => {
    const ws = await playing({ host: true });
    const now = Date.now();
    send(ws, questionStart(0, now, { deadline: now + 30_000 }));
    send(ws, { type: 'extra_deadlines', question_index: 0, extra_deadlines: { p2: now + 60_000 }, server_time: now });
    act(() => vi.advanceTimersByTime(5_000));
    send(ws, { type: 'game_paused', remaining_ms: 25_000, question_index: 0, server_time: now + 5_000 });
    act(() => vi.advanceTimersByTime(60_000));
    send(ws, { type: 'game_resumed', deadline: now + 90_000, remaining_ms: 25_000, server_time: now + 65_000 });
    act(() => vi.advanceTimersByTime(35_000)); // 10 s past the room's time, 20 s of the extra time left
    expect(screen.getByText('Extra time: 20 s')).toBeInTheDocument();
  });

  it('without a timer shows no countdown, never times a pupil out, and gives the host End Question', async () => {
    const ws = await playing({ host: true });
    const now = Date.now();
    send(ws, questionStart(0, now, { deadline: 0 }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('No timer')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End Question' }));
    expect(ws.sentOfType('end_question')).toHaveLength(1);
  });

  it('never sends a time-up answer for a pupil in a room without a timer', async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now(), { deadline: 0 }));
    act(() => vi.advanceTimersByTime(600_000));
    expect(ws.sentOfType('submit_answer')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'End Question' })).not.toBeInTheDocument();
  });

  it('ranks by right answers in an accuracy-only room', async () => {
    renderRoom(<PlayScreen />, { route: 'play' });
    const ws = await serverWelcomes({ room: { status: 'playing', scoring: 'accuracy' } });
    send(ws, questionStart(0, Date.now()));
    send(ws, ended([row(2, 'Ada', 1, 1000, { id: 'p2', correct_answers: 1 }), row(3, 'Bo', 2, 0, { id: 'p3', correct_answers: 0 })]));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('columnheader', { name: 'Correct' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('1AdaYou1');
  });

  it('tells a screen reader the question and its choices, 10 and 5 seconds left, then the result', async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now(), { deadline: Date.now() + 20_000 }));
    const announcer = screen.getByTestId('mp-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('Question 1 of 3: Question text 1? Choices: Mitochondria, Nucleus, Ribosome, Golgi.');
    expect(screen.getByRole('heading', { name: 'Question text 1?' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Golgi')).toHaveAttribute('dir', 'auto');
    act(() => vi.advanceTimersByTime(10_000));
    expect(announcer).toHaveTextContent('10 seconds left');
    act(() => vi.advanceTimersByTime(5_000));
    expect(announcer).toHaveTextContent('5 seconds left');
    fireEvent.click(screen.getByRole('button', { name: /Mitochondria/ }));
    send(ws, { ...RIGHT, question_index: 0, answered: true });
    expect(announcer).toHaveTextContent('You answered right, 950 points.');
  });

  it("tells the projector's screen reader that time is over only when the time ran out", async () => {
    const ws = await playing({ host: true });
    const now = Date.now();
    send(ws, questionStart(0, now, { deadline: now + 20_000 }));
    send(ws, { ...ended(), server_time: now + 5_000 }); // everyone answered, or the host ended it
    expect(screen.getByTestId('mp-announcer')).toHaveTextContent('The question is over. The right answer is Mitochondria.');
    send(ws, questionStart(1, now, { deadline: now + 20_000 }));
    send(ws, { ...ended(), question_index: 1, server_time: now + 20_050 });
    expect(screen.getByTestId('mp-announcer')).toHaveTextContent('Time is over. The right answer is Mitochondria.');
    send(ws, questionStart(2, now, { deadline: 0 }));
    send(ws, { ...ended(), question_index: 2, server_time: now + 90_000 }); // no timer: the host ended it
    expect(screen.getByTestId('mp-announcer')).toHaveTextContent('The question is over.');
  });

  it('reads the question and choices aloud on the projector with the browser speech synthesis', async () => {
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn() });
    vi.stubGlobal('SpeechSynthesisUtterance', class {
      constructor(public text: string) {}
    });
    const ws = await playing({ host: true });
    send(ws, questionStart(0, Date.now()));
    expect(screen.getByTestId('mp-announcer')).toHaveTextContent('Question 1 of 3: Question text 1?');
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(speak.mock.calls.map(([utterance]) => (utterance as { text: string }).text)).toEqual(['Question text 1?', 'Mitochondria', 'Nucleus', 'Ribosome', 'Golgi']);
    vi.unstubAllGlobals();
  });

  it('keeps the confetti off for someone who asked for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    const ws = await playing();
    send(ws, { type: 'game_finished', leaderboard: [row(2, 'Ada', 1, 100, { id: 'p2' })], total_questions: 3, game_id: 7 });
    expect(screen.getByRole('heading', { name: 'You Won!' })).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(confetti).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('presents the question on the projector without answer buttons, and never locks the host in', async () => {
    const ws = await playing({ host: true });
    send(ws, questionStart(0, Date.now()));
    expect(screen.getByRole('heading', { name: 'Question text 1?' })).toBeInTheDocument();
    const shown = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(shown.map((choice) => choice.textContent)).toEqual(['AMitochondria', 'BNucleus', 'CRibosome', 'DGolgi']);
    expect(screen.queryByRole('group', { name: 'Answers' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(31_000));
    expect(ws.sentOfType('submit_answer')).toHaveLength(0);
    expect(screen.queryByText("Time's Up!")).not.toBeInTheDocument();
  });

  it("says 'Answer Locked In!' at once and shows the result only when the question ends", async () => {
    const ws = await playing();
    send(ws, questionStart(0, Date.now()));
    fireEvent.click(screen.getByRole('button', { name: /Nucleus/ }));
    send(ws, { type: 'answer_received', question_index: 0 });
    expect(screen.getByText('Answer Locked In!')).toBeInTheDocument();
    expect(screen.queryByText(/correct/i)).not.toBeInTheDocument();
    expect(document.querySelector('.choice--correct, .choice--incorrect')).toBeNull();
    send(ws, { ...RIGHT, question_index: 0, answered: true, is_correct: false, points_earned: 0, player_stats: { ...RIGHT.player_stats, score: 0 } });
    send(ws, ended());
    expect(screen.getByText('Incorrect!')).toBeInTheDocument();
    expect(screen.getByText('The correct answer is:')).toHaveTextContent('Mitochondria');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
  });

  it('back during a later leaderboard, shows the question the leaderboard belongs to', async () => {
    const ws = await playing();
    send(ws, questionStart(1, Date.now()));
    // The connection drops through question 2 and comes back while question 3's leaderboard shows.
    act(() => ws.drop());
    expect(screen.getByText(/Reconnecting/)).toBeInTheDocument();
    for (const choice of within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button')) expect(choice).toBeDisabled();
    act(() => vi.advanceTimersByTime(1500));
    const back = await serverWelcomes({ room: { status: 'playing' } });
    send(back, {
      ...ended(),
      question_index: 2,
      total_questions: 3,
      question: { question: 'Which structure builds proteins?', choices: ['Lysosome', 'Ribosome', 'Centriole'] },
      correct_answer: 'Ribosome',
      answer_counts: [0, 2, 1],
      is_last_question: true,
    });
    expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'How many chose each answer' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['ALysosome0', 'BRibosome (correct)2', 'CCentriole1']);
  });

  it('shows the host who asks to rejoin, and lets them in with one tap', async () => {
    const ws = await playing({ host: true });
    send(ws, questionStart(0, Date.now()));
    send(ws, { type: 'rejoin_requested', request_id: 'r1', name: 'Maya' });
    expect(screen.getByText(/wants to rejoin/)).toHaveTextContent('Maya wants to rejoin on another device.');
    fireEvent.click(screen.getByRole('button', { name: 'Let Maya back in' }));
    expect(ws.sentOfType('allow_rejoin')).toEqual([{ type: 'allow_rejoin', request_id: 'r1' }]);
    expect(screen.queryByText(/wants to rejoin/)).not.toBeInTheDocument();
    send(ws, { type: 'rejoin_requested', request_id: 'r2', name: 'Stranger' });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(ws.sentOfType('deny_rejoin')).toEqual([{ type: 'deny_rejoin', request_id: 'r2' }]);
    expect(screen.queryByText(/wants to rejoin/)).not.toBeInTheDocument();
  });
});

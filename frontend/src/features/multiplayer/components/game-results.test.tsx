import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, settle } from '@/testing/render';

import { GameResultsScreen } from '@/features/multiplayer/components/game-results-screen';
import { GamesScreen } from '@/features/multiplayer/components/games-screen';
import type { GameDetail } from '@/features/multiplayer/types';

const answer = (question_index: number, is_correct: boolean) => ({ question_index, choice: 'x', is_correct, points: is_correct ? 900 : 0, elapsed_ms: 2000 });

const GAME: GameDetail = {
  id: 7,
  code: 'ABC234',
  quiz_title: 'Cell Biology',
  total_questions: 2,
  time_per_question: 30,
  played_at: '2026-11-25T20:00:00Z',
  end_reason: 'finished',
  scoring: 'speed',
  timer: 'per_question',
  questions: [
    { question: 'Powerhouse of the cell?', choices: ['Mitochondria', 'Nucleus'], correct_answer: 'Mitochondria' },
    { question: 'Holds the DNA?', choices: ['Mitochondria', 'Nucleus'], correct_answer: 'Nucleus' },
  ],
  players: [
    { id: 'p2', name: 'Ada', is_host: false, rank: 1, score: 1800, correct_answers: 2, total_answers: 2, best_streak: 2, extra_time: 1, answers: [answer(0, true), answer(1, true)] },
    { id: 'p1', name: 'Host', is_host: true, rank: 2, score: 900, correct_answers: 1, total_answers: 2, best_streak: 1, extra_time: 1, answers: [answer(0, true), answer(1, false)] },
  ],
};

function signedIn() {
  seedSession(makeUser());
  return mockApi().on('GET', '/api/profile/', { status: 200, data: makeUser() });
}

afterEach(() => vi.restoreAllMocks());

describe('stored games', () => {
  it("lists the host's games, each leading to its results", async () => {
    signedIn().on('GET', '/api/multiplayer/games/', { status: 200, data: { games: [GAME] } });
    renderWithProviders(<GamesScreen />, { route: '/multiplayer/games' });
    await settle();
    const link = screen.getByRole('link', { name: 'Cell Biology' });
    expect(link).toHaveAttribute('href', '/multiplayer/games/7');
    expect(link.closest('li')).toHaveTextContent('2 players · 2 questions · room ABC234');
    expect(link.closest('li')).not.toHaveTextContent('ended early');
  });

  it("shows one game's standings, each question's correct rate, and downloads the CSV", async () => {
    const api = signedIn()
      .on('GET', '/api/multiplayer/games/7/', { status: 200, data: GAME })
      .on('GET', '/api/multiplayer/games/7/csv/', { status: 200, data: new Blob(['rank,name\n1,Ada\n']) });
    const created = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<GameResultsScreen />, { route: '/multiplayer/games/7', path: '/multiplayer/games/:gameId' });
    await settle();
    expect(screen.getByRole('heading', { name: 'Cell Biology' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('1Ada18002/2100%2');
    expect(rows[1]).toHaveTextContent('2Host9001/250%1');
    const rates = screen.getAllByText(/% correct/);
    expect(rates.map((rate) => rate.textContent)).toEqual(['100% correct (2/2)', '50% correct (1/2)']);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await settle();
    expect(api.callsTo('GET', '/api/multiplayer/games/7/csv/')).toHaveLength(1);
    expect(created).toHaveBeenCalled();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('lets a keyboard reach the standings when they scroll sideways on a narrow screen', async () => {
    signedIn().on('GET', '/api/multiplayer/games/7/', { status: 200, data: GAME });
    renderWithProviders(<GameResultsScreen />, { route: '/multiplayer/games/7', path: '/multiplayer/games/:gameId' });
    await settle();
    const region = screen.getByRole('region', { name: 'Standings table' });
    expect(region).toContainElement(screen.getByRole('table'));
    region.focus();
    expect(region).toHaveFocus();
  });
});

describe('how a game ended', () => {
  it('says when the host ended it early or its room expired', async () => {
    signedIn().on('GET', '/api/multiplayer/games/', {
      status: 200,
      data: { games: [{ ...GAME, id: 8, quiz_title: 'Early', end_reason: 'ended_by_host' }, { ...GAME, id: 9, quiz_title: 'Late', end_reason: 'expired' }] },
    });
    renderWithProviders(<GamesScreen />, { route: '/multiplayer/games' });
    await settle();
    expect(screen.getByRole('link', { name: 'Early' }).closest('li')).toHaveTextContent('ended early by the host');
    expect(screen.getByRole('link', { name: 'Late' }).closest('li')).toHaveTextContent('stopped when the room expired');
  });
});

describe('question rates', () => {
  it('count only the players who were there for the question', async () => {
    const late = { id: 'p3', name: 'Lou', is_host: false, rank: 3, score: 0, correct_answers: 0, total_answers: 1, best_streak: 0, answers: [answer(1, false)] };
    const never = { id: 'p4', name: 'Max', is_host: false, rank: 4, score: 0, correct_answers: 0, total_answers: 0, best_streak: 0, answers: [] };
    signedIn().on('GET', '/api/multiplayer/games/7/', { status: 200, data: { ...GAME, players: [...GAME.players, late, never] } });
    renderWithProviders(<GameResultsScreen />, { route: '/multiplayer/games/7', path: '/multiplayer/games/:gameId' });
    await settle();
    const rates = screen.getAllByText(/% correct/);
    expect(rates.map((rate) => rate.textContent)).toEqual(['100% correct (2/2)', '33% correct (1/3)']);
  });
});

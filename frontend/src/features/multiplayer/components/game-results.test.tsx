import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, settle } from '@/testing/render';

import { GameResultsScreen } from '@/features/multiplayer/components/game-results-screen';
import { GamesScreen } from '@/features/multiplayer/components/games-screen';
import type { GameDetail } from '@/features/multiplayer/types';

const answer = (question_index: number, is_correct: boolean) => ({ question_index, choice: 'x', is_correct, points: is_correct ? 900 : 0, elapsed_ms: 2000 });

const choice = (text: string, count: number, share: number, is_correct = false, nobody_fell_for_this = false) => ({ choice: text, count, share, is_correct, nobody_fell_for_this });

const HOLDS_DNA = {
  index: 1,
  question: 'Holds the DNA?',
  correct_answer: 'Nucleus',
  source: 'The nucleus holds the DNA of the cell.',
  explanation: 'Chromosomes are kept in the nucleus.',
  players: 2,
  correct: 1,
  missed: 1,
  no_answer: 0,
  choices: [choice('Mitochondria', 1, 0.5), choice('Nucleus', 1, 0.5, true), choice('Ribosome', 0, 0, false, true)],
  most_chosen_wrong: { choice: 'Mitochondria', count: 1, share: 0.5 },
  point_biserial: null,
  discrimination: null,
};
const POWERHOUSE = {
  index: 0,
  question: 'Powerhouse of the cell?',
  correct_answer: 'Mitochondria',
  source: null,
  explanation: 'Respiration happens there.',
  players: 2,
  correct: 2,
  missed: 0,
  no_answer: 0,
  choices: [choice('Mitochondria', 2, 1, true), choice('Nucleus', 0, 0, false, true)],
  most_chosen_wrong: null,
  point_biserial: null,
  discrimination: null,
};

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
  quiz_id: 31,
  report: { players: 2, discrimination_min_players: 20, questions: [HOLDS_DNA, POWERHOUSE] },
};

function signedIn(plan: 'free' | 'premium' = 'free') {
  const user = makeUser({ subscription_plan: plan });
  seedSession(user);
  return mockApi().on('GET', '/api/profile/', { status: 200, data: user });
}

const reportOf = (title: string) => screen.getByRole('heading', { name: new RegExp(title) }).closest('li') as HTMLElement;

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

describe('a homework results page', () => {
  it('speaks of the homework code, not a room', async () => {
    signedIn().on('GET', '/api/multiplayer/games/7/', { status: 200, data: { ...GAME, end_reason: 'homework' } });
    renderWithProviders(<GameResultsScreen />, { route: '/multiplayer/games/7', path: '/multiplayer/games/:gameId' });
    await settle();
    expect(screen.getByText(/homework ABC234/)).toBeInTheDocument();
    expect(screen.queryByText(/room ABC234/)).not.toBeInTheDocument();
  });
});

describe('misconception report', () => {
  async function showReport(plan: 'free' | 'premium' = 'premium', game: GameDetail = GAME) {
    signedIn(plan).on('GET', '/api/multiplayer/games/7/', { status: 200, data: game });
    renderWithProviders(<GameResultsScreen />, { route: '/multiplayer/games/7', path: '/multiplayer/games/:gameId' });
    await settle();
  }

  it('lists the questions most missed first, with the share choosing each answer as bars', async () => {
    await showReport();
    const report = screen.getByRole('region', { name: 'Misconception Report' });
    const titles = within(report).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Q2. Holds the DNA?', 'Q1. Powerhouse of the cell?']);
    const dna = reportOf('Holds the DNA');
    expect(dna).toHaveTextContent('1 of 2 missed it · 50% correct (1/2)');
    const bars = within(within(dna).getByRole('list', { name: 'Share choosing each answer' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['AMitochondria50% (1)', 'BNucleus (correct)50% (1)', 'CRibosomenobody fell for this0% (0)']);
    expect(within(dna).getByText(/Most chosen wrong answer/)).toHaveTextContent('Most chosen wrong answer: Mitochondria (50%)');
  });

  it('shows each question with its quote, the key marked, and its explanation; no quote when it has none', async () => {
    await showReport();
    const dna = reportOf('Holds the DNA');
    expect(within(dna).getByText('Chromosomes are kept in the nucleus.')).toBeInTheDocument();
    const quote = within(dna).getByRole('figure', { name: 'Where it says that' });
    expect(within(quote).getByText('nucleus', { selector: 'mark' })).toBeInTheDocument();
    const powerhouse = reportOf('Powerhouse');
    expect(within(powerhouse).getByText('Respiration happens there.')).toBeInTheDocument();
    expect(within(powerhouse).queryByRole('figure')).not.toBeInTheDocument();
    expect(powerhouse).toHaveTextContent('Nobody chose a wrong answer.');
  });

  it('links a premium host to that question in Review & Edit', async () => {
    await showReport('premium');
    expect(within(reportOf('Holds the DNA')).getByRole('link', { name: 'Edit this question' })).toHaveAttribute('href', '/saved-quizzes?edit=31&question=2');
  });

  it('sends a free host to the pricing page instead of the editor', async () => {
    await showReport('free');
    const link = within(reportOf('Holds the DNA')).getByRole('link', { name: 'Upgrade to Premium to edit this question' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('link', { name: 'Edit this question' })).not.toBeInTheDocument();
  });

  it('from 20 players says in plain words how well each question separated strong from weak players', async () => {
    const separated = { ...HOLDS_DNA, point_biserial: 0.42, discrimination: 'Separates strong from weak players well' };
    await showReport('premium', { ...GAME, report: { ...GAME.report, players: 24, questions: [separated, POWERHOUSE] } });
    expect(reportOf('Holds the DNA')).toHaveTextContent('Separates strong from weak players well (point-biserial 0.42)');
    expect(screen.queryByText(/From 20 players/)).not.toBeInTheDocument();
  });
});

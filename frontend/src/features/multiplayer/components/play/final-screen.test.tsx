import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, settle } from '@/testing/render';

import { FinalScreen } from '@/features/multiplayer/components/play/final-screen';
import { row } from '@/features/multiplayer/testing/messages';

vi.mock('canvas-confetti', () => ({ default: vi.fn().mockResolvedValue(undefined) }));

const QUEUE = '/api/multiplayer/review/player-token-1/queue/';
const ADA_MISSED_TWO = [row(2, 'Ada', 1, 950, { id: 'p2', correct_answers: 1, total_answers: 3 })];

function showFinal() {
  renderWithProviders(
    <FinalScreen leaderboard={ADA_MISSED_TWO} own={null} me="p2" reviewHref="/multiplayer/review/player-token-1"
      playerToken="player-token-1" questionsPlayed={3} onBack={() => undefined} />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("a pupil's misses at the game's end", () => {
  it('go into a signed-in pupil’s spaced review, once, and the phone says so', async () => {
    const user = makeUser();
    seedSession(user);
    const api = mockApi().on('GET', '/api/profile/', { status: 200, data: user }).on('POST', QUEUE, { status: 200, data: { queued: 2 } });
    showFinal();
    expect(await screen.findByText('2 questions you missed are in your review, due tomorrow.')).toBeInTheDocument();
    await settle();
    expect(api.callsTo('POST', QUEUE)).toHaveLength(1);
  });

  it('go nowhere from a phone nobody is signed in on, which still offers its review link', async () => {
    const api = mockApi();
    showFinal();
    await settle();
    expect(screen.getByRole('link', { name: 'Review my mistakes' })).toBeInTheDocument();
    expect(api.callsTo('POST', QUEUE)).toHaveLength(0);
    expect(screen.queryByText(/in your review, due tomorrow/)).not.toBeInTheDocument();
  });
});

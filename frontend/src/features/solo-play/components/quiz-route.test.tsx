import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import QuizRoute from '@/app/routes/quiz';
import { api } from '@/lib/api-client';
import { makeUser, seedSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import type { Question } from '@/types/api';

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

const USER = makeUser();
const QUESTIONS: Question[] = [{ question: 'Sky colour?', choices: ['Blue', 'Green'], correct_answer: 'Blue' }];

function renderRoute(state: unknown) {
  const { router } = renderWithProviders(<QuizRoute />, {
    route: { pathname: '/quiz', state },
    path: '/quiz',
    routes: [{ path: '/saved-quizzes', element: <h1>Your Quiz Collection</h1> }],
  });
  return router;
}

const flush = () => act(async () => {});

async function finishQuiz() {
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  fireEvent.click(screen.getByRole('button', { name: /^Blue/ }));
  act(() => {
    vi.advanceTimersByTime(800);
  });
  fireEvent.click(screen.getByRole('button', { name: 'See Results' }));
  await flush();
}

describe('/quiz', () => {
  let alert: MockInstance<typeof window.alert>;
  beforeEach(() => {
    vi.useFakeTimers();
    alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    seedSession(USER);
    vi.spyOn(api, 'get').mockResolvedValue({ data: USER });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('without a quiz points to the saved quizzes', async () => {
    renderRoute(null);
    await flush();
    expect(screen.getByRole('heading', { name: 'No quiz to play yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Saved Quizzes' })).toHaveAttribute('href', '/saved-quizzes');
  });

  it('Save Quiz saves an unsaved quiz once, stores the score and opens the collection', async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/save-quiz/') return { data: { quiz_id: 41, id: 41 } };
      return { data: { high_score: 1, is_new_high_score: true } };
    });
    const router = renderRoute({ title: 'Sky', questions: QUESTIONS });
    await finishQuiz();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save Quiz' }));
    await flush();
    expect(post).toHaveBeenCalledWith('/api/save-quiz/', { title: 'Sky', questions: QUESTIONS });
    expect(post).toHaveBeenCalledWith('/api/update-high-score/', { quiz_id: 41, score: 1 });
    expect(post.mock.calls.filter(([url]) => url === '/api/save-quiz/')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/saved-quizzes');
  });

  it("puts a signed-in player's missed question in their review queue", async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    renderRoute({ title: 'Sky', questions: QUESTIONS });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(screen.getByRole('button', { name: /^Green/ }));
    act(() => {
      vi.advanceTimersByTime(800);
    });
    await flush();
    expect(post).toHaveBeenCalledWith('/api/reviews/misses/', { questions: QUESTIONS });
  });

  it('Share Quiz saves first, then shows the link; the free limit is explained', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValueOnce(
      Object.assign(new Error('403'), { isAxiosError: true, response: { status: 403, data: {} } }),
    );
    renderRoute({ title: 'Sky', questions: QUESTIONS });
    await finishQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Share Quiz' }));
    await flush();
    expect(alert).toHaveBeenCalledWith('Free users can only save one quiz. Please upgrade to premium.');
    expect(screen.queryByRole('dialog', { name: 'Share Your Quiz' })).not.toBeInTheDocument();

    post.mockImplementation(async (url: string) => {
      if (url === '/api/save-quiz/') return { data: { quiz_id: 5, id: 5 } };
      if (url === '/api/share-quiz/') return { data: { share_link: 'http://x/shared/abc' } };
      return { data: { high_score: 1, is_new_high_score: false } };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Share Quiz' }));
    await flush();
    expect(post).toHaveBeenCalledWith('/api/share-quiz/', { quiz_id: 5 });
    expect(screen.getByRole('dialog', { name: 'Share Your Quiz' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue('http://x/shared/abc');
  });
});

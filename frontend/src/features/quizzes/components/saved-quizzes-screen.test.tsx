import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import SavedQuizzesRoute from '@/app/routes/saved-quizzes';
import { api } from '@/lib/api-client';
import { makeUser, PLANS, seedSession } from '@/testing/fixtures';
import { LocationProbe } from '@/testing/probes';
import { renderWithProviders } from '@/testing/render';
import type { Question, SavedQuiz, UserInfo } from '@/types/api';

const QUESTION: Question = { question: 'Q?', choices: ['a', 'b'], correct_answer: 'a' };
const quiz = (id: number, title: string, count: number, savedAt: string, highScore = 0): SavedQuiz => ({
  quiz_id: id,
  id,
  title,
  questions: Array.from({ length: count }, (_, i) => ({ ...QUESTION, question: `Q${i}?` })),
  question_count: count,
  saved_at: savedAt,
  high_score: highScore,
});
const QUIZZES = [
  quiz(1, 'Biology', 10, '2025-01-05T10:00:00Z', 7),
  quiz(2, 'Algebra', 5, '2025-03-01T10:00:00Z', 3),
  quiz(3, 'Chemistry', 20, '2024-12-24T10:00:00Z'),
];

function signIn(plan: UserInfo['subscription_plan'], quizzes: SavedQuiz[] = QUIZZES, user = makeUser({ subscription_plan: plan })) {
  seedSession(user);
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (url === '/api/profile/') return { data: user };
    if (url === '/api/saved-quizzes/') return { data: { quizzes } };
    if (url === '/api/fetch-quiz-questions/') {
      const { quiz_id } = (config?.params ?? {}) as { quiz_id?: number };
      const found = quizzes.find((q) => q.id === quiz_id);
      if (!found) throw new Error('missing');
      return { data: { id: found.id, title: found.title, questions: found.questions } };
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

function renderScreen() {
  const { router } = renderWithProviders(<SavedQuizzesRoute />, {
    route: '/saved-quizzes',
    path: '/saved-quizzes',
    routes: [{ path: '*', element: <LocationProbe /> }],
  });
  return router;
}

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const cardFor = (title: string) => screen.getByRole('article', { name: title });
const probe = () => ({
  path: screen.getByTestId('location-path').textContent,
  state: JSON.parse(screen.getByTestId('location-state').textContent ?? 'null'),
});

describe('Saved quizzes', () => {
  let alert: MockInstance<typeof window.alert>;
  let confirm: MockInstance<typeof window.confirm>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks a visitor to log in', async () => {
    renderScreen();
    expect(await screen.findByText('Please log in to view your saved quizzes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('leads an empty collection to the generator', async () => {
    signIn('free', []);
    renderScreen();
    expect(await screen.findByRole('link', { name: 'Create Your First Quiz' })).toHaveAttribute('href', '/generator');
  });

  it('lists the quizzes newest first with date, count and best score, and re-sorts from the menu', async () => {
    signIn('free');
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Your Quiz Collection' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['Algebra', 'Biology', 'Chemistry']));
    const biology = cardFor('Biology');
    expect(within(biology).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(biology).getByText('Questions').nextSibling).toHaveTextContent('10');
    expect(within(biology).getByText('Best score').nextSibling).toHaveTextContent('7/10');

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sort, 'Most Questions');
    expect(cardTitles()).toEqual(['Chemistry', 'Biology', 'Algebra']);
    await userEvent.selectOptions(sort, 'Name Z-A');
    expect(cardTitles()).toEqual(['Chemistry', 'Biology', 'Algebra']);
    await userEvent.selectOptions(sort, 'Oldest First');
    expect(cardTitles()).toEqual(['Chemistry', 'Biology', 'Algebra']);
    await userEvent.selectOptions(sort, 'Name A-Z');
    expect(cardTitles()).toEqual(['Algebra', 'Biology', 'Chemistry']);
  });

  it('keeps Edit, PDF and Delete for premium and has no Export menu on the free plan', async () => {
    signIn('free');
    const del = vi.spyOn(api, 'delete');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Algebra' });
    expect(within(card).queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(alert).toHaveBeenLastCalledWith('Delete is a premium feature. Upgrade to Premium to delete quizzes.');
    expect(confirm).not.toHaveBeenCalled();
    expect(del).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(alert).toHaveBeenLastCalledWith('Edit is a premium feature. Upgrade to Premium to edit quizzes.');
    await userEvent.click(within(card).getByRole('button', { name: 'PDF' }));
    expect(alert).toHaveBeenLastCalledWith('PDF export is a premium feature. Upgrade to Premium to export quizzes as PDF.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says the server's sentence from user_info.plan_limits when the plan refuses edit or delete", async () => {
    const refusals = { edit: 'Editing needs the Teacher plan.', delete: 'Deleting needs the Teacher plan.', export: 'No export.' };
    signIn('free', QUIZZES, makeUser({ plan_limits: { ...PLANS.free, refusals } }));
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Algebra' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(alert).toHaveBeenLastCalledWith('Editing needs the Teacher plan.');
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(alert).toHaveBeenLastCalledWith('Deleting needs the Teacher plan.');
  });

  it('deletes after confirmation on premium', async () => {
    signIn('premium');
    const del = vi.spyOn(api, 'delete').mockResolvedValue({ data: {} });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Algebra' });
    confirm.mockReturnValueOnce(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this quiz?');
    expect(del).not.toHaveBeenCalled();

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(del).toHaveBeenCalledWith('/api/delete-quiz/', { params: { quiz_id: 2 } });
    await waitFor(() => expect(cardTitles()).toEqual(['Biology', 'Chemistry']));
  });

  it("alerts 'Failed to delete quiz' and keeps the card when the server fails", async () => {
    signIn('premium');
    vi.spyOn(api, 'delete').mockRejectedValue(new Error('boom'));
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Algebra' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete quiz'));
    expect(cardTitles()).toContain('Algebra');
  });

  it('starts a quiz with its questions, and opens a multiplayer room for it', async () => {
    signIn('free');
    const router = renderScreen();
    const card = await screen.findByRole('article', { name: 'Algebra' });
    await userEvent.click(within(card).getByRole('button', { name: 'Start Quiz' }));
    await waitFor(() => expect(probe().path).toBe('/quiz'));
    expect(probe().state).toEqual({ quizId: 2, title: 'Algebra', questions: QUIZZES[1].questions });

    await act(() => router.navigate('/saved-quizzes'));
    await userEvent.click(within(await screen.findByRole('article', { name: 'Biology' })).getByRole('button', { name: 'Multiplayer' }));
    expect(probe()).toEqual({ path: '/multiplayer/create', state: { selectedQuizId: 1 } });
  });

  it('offers to assign each quiz as homework', async () => {
    signIn('free');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Biology' });
    expect(within(card).getByRole('link', { name: 'Assign as homework' })).toHaveAttribute('href', '/homework/new/1');
  });

  it("alerts 'Failed to load quiz' when the questions cannot be fetched", async () => {
    const get = signIn('free');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Algebra' });
    get.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(within(card).getByRole('button', { name: 'Start Quiz' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to load quiz'));
  });

  it('shares a quiz through the share modal, or alerts when it cannot', async () => {
    signIn('free');
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ data: { share_link: 'http://x/shared/t1' } })
      .mockRejectedValueOnce(new Error('no'));
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Algebra' });
    await userEvent.click(within(card).getByRole('button', { name: 'Share' }));
    expect(post).toHaveBeenCalledWith('/api/share-quiz/', { quiz_id: 2 });
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Quiz' });
    expect(within(dialog).getByRole('textbox')).toHaveValue('http://x/shared/t1');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await userEvent.click(within(card).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to share quiz'));
  });

  it('edits a quiz on premium and shows the saved result', async () => {
    signIn('premium');
    const updated = { ...QUIZZES[1], title: 'Algebra II', high_score: 0 };
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: updated });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Algebra' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review & Edit Quiz' });
    const title = within(dialog).getByRole('textbox', { name: 'Quiz title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Algebra II');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(patch).toHaveBeenCalledWith('/api/update-quiz/2/', { title: 'Algebra II', questions: QUIZZES[1].questions });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardTitles()).toContain('Algebra II');
  });

  it("opens Review & Edit on the question a game report links to, once", async () => {
    signIn('premium');
    renderWithProviders(<SavedQuizzesRoute />, { route: '/saved-quizzes?edit=3&question=4', path: '/saved-quizzes' });
    const dialog = await screen.findByRole('dialog', { name: 'Review & Edit Quiz' });
    expect(within(dialog).getByRole('textbox', { name: 'Quiz title' })).toHaveValue('Chemistry');
    const editing = within(dialog).getByRole('article', { name: 'Question 4, editing' });
    await waitFor(() => expect(within(editing).getByDisplayValue('Q3?')).toHaveFocus());
    expect(within(dialog).getAllByRole('article', { name: /editing/ })).toHaveLength(1);
  });

  it('shows Export for premium with CSV and Moodle GIFT', async () => {
    signIn('premium');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Algebra' });
    await userEvent.click(within(card).getByRole('button', { name: /Export/ }));
    const menu = within(card).getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['CSV', 'Moodle GIFT']);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(card).queryByRole('menu')).not.toBeInTheDocument();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';

import { makeFile, renderGenerator, sampleQuestions } from '@/features/generator/testing/render-generator';
import type { QuizStore } from '@/features/generator/types';
import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import type { SubscriptionPlan } from '@/types/api';

function httpError(status: number, error: string): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('Request failed', undefined, config, null, {
    status,
    statusText: String(status),
    data: { error, details: {} },
    headers: {},
    config,
  });
}

/** Renders the screen for a user of the plan and generates a quiz from 'Cell Biology.pdf'. */
async function generateQuiz(plan: SubscriptionPlan, quizStore: Partial<QuizStore> = {}) {
  const user = makeUser({ subscription_plan: plan });
  mockApi()
    .on('GET', '/api/profile/', { status: 200, data: user })
    .on('POST', '/api/generation-jobs/', { status: 202, data: { id: 3 } })
    .on('GET', '/api/generation-jobs/3/', {
      status: 200,
      data: { status: 'done', progress: 1, questions: sampleQuestions, error: null },
    });
  seedSession(user);
  vi.useFakeTimers();
  const view = await renderGenerator({ quizStore });
  fireEvent.change(screen.getByLabelText('Document file'), { target: { files: [makeFile('Cell Biology.pdf')] } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Quiz' }));
  await act(() => vi.advanceTimersByTimeAsync(700));
  vi.useRealTimers();
  expect(screen.getByRole('heading', { name: 'Quiz Generated Successfully!' })).toBeInTheDocument();
  return view;
}

const button = (name: string) => screen.getByRole('button', { name });
const navigationState = () => JSON.parse(screen.getByTestId('location-state').textContent ?? 'null');

describe('result card: any plan', () => {
  it('starts the unsaved quiz', async () => {
    await generateQuiz('free');
    await userEvent.click(button('Start Quiz Now'));
    expect(await screen.findByTestId('location-path')).toHaveTextContent('/quiz');
    expect(navigationState()).toEqual({ quizId: null, questions: sampleQuestions, title: 'Cell Biology' });
  });

  it('saves the quiz and goes to the saved quizzes', async () => {
    const { quizStore } = await generateQuiz('free');
    await userEvent.click(button('Save Quiz'));
    expect(quizStore.saveQuiz).toHaveBeenCalledWith({ title: 'Cell Biology', questions: sampleQuestions });
    expect(await screen.findByTestId('location-path')).toHaveTextContent('/saved-quizzes');
  });

  it('tells a free user who already saved a quiz to upgrade', async () => {
    await generateQuiz('free', {
      saveQuiz: vi.fn().mockRejectedValue(httpError(403, 'Free users can only save one quiz. Please upgrade to premium.')),
    });
    await userEvent.click(button('Save Quiz'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Free users can only save one quiz. Please upgrade to premium.');
    expect(screen.queryByTestId('location-path')).not.toBeInTheDocument();
  });

  it('reports any other save failure', async () => {
    await generateQuiz('free', { saveQuiz: vi.fn().mockRejectedValue(httpError(500, 'boom')) });
    await userEvent.click(button('Save Quiz'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save quiz. Please try again.');
  });

  it('saves before opening a multiplayer room with the quiz', async () => {
    const { quizStore } = await generateQuiz('free', { saveQuiz: vi.fn().mockResolvedValue({ quiz_id: 81 }) });
    await userEvent.click(button('Create Multiplayer Room'));
    expect(quizStore.saveQuiz).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('location-path')).toHaveTextContent('/multiplayer/create');
    expect(navigationState()).toEqual({ selectedQuizId: 81 });
  });

  it('stays when saving for multiplayer fails', async () => {
    await generateQuiz('free', {
      saveQuiz: vi.fn().mockRejectedValue(httpError(403, 'Free users can only save one quiz. Please upgrade to premium.')),
    });
    await userEvent.click(button('Create Multiplayer Room'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Free users can only save one quiz. Please upgrade to premium.');
    expect(screen.queryByTestId('location-path')).not.toBeInTheDocument();
  });

  it("shows each question's explanation and source on demand", async () => {
    await generateQuiz('free');
    const first = screen.getByText(/Which organelle produces/).closest('li') as HTMLElement;
    const explanation = within(first).getByText(/oxidative phosphorylation/);
    const source = within(first).getByText(/powerhouse of the cell/);
    expect(explanation).not.toBeVisible();
    expect(source).not.toBeVisible();

    const toggle = within(first).getByRole('button', { name: 'Show explanation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(explanation).toBeVisible();
    expect(source).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Hide explanation' })).toHaveAttribute('aria-expanded', 'true');

    const second = screen.getByText(/What do ribosomes build/).closest('li') as HTMLElement;
    expect(within(second).getByText(/protein synthesis/)).not.toBeVisible();

    await userEvent.click(within(first).getByRole('button', { name: 'Hide explanation' }));
    expect(explanation).not.toBeVisible();
  });

  it('forgets the quiz when another file is chosen', async () => {
    await generateQuiz('free');
    fireEvent.change(screen.getByLabelText('Document file'), { target: { files: [makeFile('History.docx')] } });
    expect(screen.queryByRole('heading', { name: 'Quiz Generated Successfully!' })).not.toBeInTheDocument();
    expect(screen.queryByText('Successfully generated questions.')).not.toBeInTheDocument();
    expect(screen.getByText('History.docx')).toBeInTheDocument();
  });
});

describe('result card: free plan', () => {
  it('locks Review & Edit and lists what Premium unlocks', async () => {
    await generateQuiz('free');
    expect(screen.getByRole('button', { name: /Review & Edit/ })).toBeDisabled();
    const upgrade = screen.getByRole('complementary', { name: 'Upgrade to Premium to unlock' });
    const perks = within(upgrade)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(perks).toEqual(['Custom number of questions', 'Quiz editing', 'Saving multiple quizzes', 'Advanced analytics']);
    await userEvent.click(within(upgrade).getByRole('link', { name: 'Upgrade to Premium' }));
    expect(await screen.findByTestId('location-path')).toHaveTextContent('/pricing');
  });
});

describe('result card: premium plan', () => {
  it('has no upgrade list', async () => {
    await generateQuiz('premium');
    expect(screen.queryByText('Upgrade to Premium to unlock')).not.toBeInTheDocument();
  });

  it('opens Review & Edit with the quiz and keeps the edits', async () => {
    const { quizStore } = await generateQuiz('premium');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(button('Review & Edit'));
    const editor = screen.getByRole('dialog', { name: 'Review editor' });
    expect(within(editor).getByTestId('editor-title')).toHaveTextContent('Cell Biology');
    expect(within(editor).getByTestId('editor-count')).toHaveTextContent('2');

    await userEvent.click(within(editor).getByRole('button', { name: 'Apply edits' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(quizStore.updateQuiz).not.toHaveBeenCalled();
    expect(screen.getByText('Edited quiz')).toBeInTheDocument();
    expect(screen.queryByText(/What do ribosomes build/)).not.toBeInTheDocument();

    await userEvent.click(button('Start Quiz Now'));
    expect(navigationState()).toEqual({ quizId: null, questions: [sampleQuestions[0]], title: 'Edited quiz' });
  });

  it('plays the quiz from Review & Edit', async () => {
    await generateQuiz('premium');
    await userEvent.click(button('Review & Edit'));
    await userEvent.click(screen.getByRole('button', { name: 'Play edits' }));
    expect(await screen.findByTestId('location-path')).toHaveTextContent('/quiz');
    expect(navigationState()).toEqual({ quizId: null, questions: [sampleQuestions[0]], title: 'Edited quiz' });
  });
});

/** Renders the generator screen in the real providers and a memory router with probes for its exits. */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { paths } from '@/config/paths';
import { GeneratorScreen } from '@/features/generator/components/generator-screen';
import type { QuizStore, ReviewEditorProps } from '@/features/generator/types';
import { useAuth } from '@/lib/auth';
import type { Question, UserInfo } from '@/types/api';

export function makeUser(plan: UserInfo['subscription_plan']): UserInfo {
  return {
    email: `${plan}@example.com`,
    email_verified: true,
    date_joined: '2025-01-01T00:00:00Z',
    subscription_plan: plan,
    subscription_cancel_at_period_end: false,
    subscription_end_date: null,
  };
}

/** Stores a session the way a sign-in does; the provider then confirms it with GET /api/profile/. */
export function signIn(user: UserInfo): void {
  localStorage.setItem('access_token', 'test-access');
  localStorage.setItem('refresh_token', 'test-refresh');
  localStorage.setItem('user_info', JSON.stringify(user));
}

export const sampleQuestions: Question[] = [
  {
    question: 'Which organelle produces most of the cell’s ATP?',
    choices: ['Nucleus', 'Mitochondrion', 'Ribosome', 'Golgi apparatus'],
    correct_answer: 'Mitochondrion',
    explanation: 'Mitochondria carry out oxidative phosphorylation, the main source of ATP.',
    source: 'The mitochondrion is the powerhouse of the cell, producing ATP through respiration.',
  },
  {
    question: 'What do ribosomes build?',
    choices: ['Proteins', 'Lipids', 'Sugars'],
    correct_answer: 'Proteins',
    explanation: 'Ribosomes translate messenger RNA into chains of amino acids.',
    source: 'Ribosomes are the sites of protein synthesis.',
  },
];

/** Shows where the app went and with which navigation state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="location-path">{location.pathname}</p>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

function AuthModalProbe() {
  const { authModalView } = useAuth();
  return <p data-testid="auth-modal-view">{authModalView ?? 'closed'}</p>;
}

/** Stands in for the Review & Edit modal: shows what it was given and calls back on demand. */
function FakeReviewEditor({ open, title, questions, onCancel, onSave, onPlay }: ReviewEditorProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Review editor">
      <p data-testid="editor-title">{title}</p>
      <p data-testid="editor-count">{questions.length}</p>
      <button type="button" onClick={() => void onSave('Edited quiz', questions.slice(0, 1))}>
        Apply edits
      </button>
      <button type="button" onClick={() => onPlay('Edited quiz', questions.slice(0, 1))}>
        Play edits
      </button>
      <button type="button" onClick={onCancel}>
        Close editor
      </button>
    </div>
  );
}

/** Lets pending requests (the start-up profile check) answer and their updates render. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
  });
}

export async function renderGenerator(options: { quizStore?: Partial<QuizStore> } = {}) {
  const quizStore: QuizStore = {
    saveQuiz: vi.fn(async () => ({ quiz_id: 42 })),
    updateQuiz: vi.fn(async () => ({})),
    ...options.quizStore,
  };
  const exits = [paths.quiz.path, paths.savedQuizzes.path, paths.multiplayerCreate.path, paths.pricing.path];
  const router = createMemoryRouter(
    [
      {
        path: paths.generator.path,
        element: (
          <>
            <AuthModalProbe />
            <GeneratorScreen quizStore={quizStore} renderReviewEditor={(props) => <FakeReviewEditor {...props} />} />
          </>
        ),
      },
      ...exits.map((path) => ({ path, element: <LocationProbe /> })),
    ],
    { initialEntries: [paths.generator.getHref()] },
  );
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await settle();
  return { ...view, router, quizStore };
}

/** A File of the given size in bytes. */
export function makeFile(name: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });
}

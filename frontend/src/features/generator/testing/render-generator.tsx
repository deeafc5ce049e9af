/** Renders the generator screen in the app's providers, with probes for its exits and a stand-in editor. */
import { vi } from 'vitest';

import { paths } from '@/config/paths';
import { GeneratorScreen } from '@/features/generator/components/generator-screen';
import type { QuizStore } from '@/features/generator/types';
import { AuthModalProbe, LocationProbe } from '@/testing/probes';
import { renderWithProviders, settle } from '@/testing/render';
import type { ApiSchemas } from '@/types/api';
import type { ReviewEditorProps } from '@/types/review-editor';

export const sampleQuestions: ApiSchemas['GeneratedQuestion'][] = [
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

export async function renderGenerator(options: { quizStore?: Partial<QuizStore> } = {}) {
  const quizStore: QuizStore = {
    saveQuiz: vi.fn(async () => ({ quiz_id: 42 })),
    updateQuiz: vi.fn(async () => ({})),
    ...options.quizStore,
  };
  const exits = [paths.quiz.path, paths.savedQuizzes.path, paths.multiplayerCreate.path, paths.pricing.path];
  const view = renderWithProviders(
    <>
      <AuthModalProbe />
      <GeneratorScreen quizStore={quizStore} renderReviewEditor={(props) => <FakeReviewEditor {...props} />} />
    </>,
    {
      route: paths.generator.getHref(),
      path: paths.generator.path,
      routes: exits.map((path) => ({ path, element: <LocationProbe /> })),
    },
  );
  await settle();
  return { ...view, quizStore };
}

/** A File of the given size in bytes. */
export function makeFile(name: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });
}

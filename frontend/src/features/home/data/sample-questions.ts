/** The home preview's sample items. */
export interface SamplePreviewItem {
  question: string;
  choices: [string, string, string, string];
  correctAnswer: string;
}

export const SAMPLE_QUESTIONS: SamplePreviewItem[] = [
  {
    question: 'Which organelle produces most of the energy a cell uses?',
    choices: ['Nucleus', 'Mitochondria', 'Ribosome', 'Golgi apparatus'],
    correctAnswer: 'Mitochondria',
  },
  {
    question: 'What is the chemical symbol for gold?',
    choices: ['Ag', 'Gd', 'Au', 'Go'],
    correctAnswer: 'Au',
  },
  {
    question: 'Which planet is closest to the Sun?',
    choices: ['Venus', 'Mercury', 'Earth', 'Mars'],
    correctAnswer: 'Mercury',
  },
];

export const PREVIEW_ROTATE_MS = 8000;
export const PREVIEW_FEEDBACK_MS = 2000;

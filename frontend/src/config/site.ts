/** Product-wide contact details. */
export const SUPPORT_EMAIL = 'support@quizforge.app';

export const SOCIAL_LINKS = [
  { id: 'x', label: 'QuizForge on X', href: 'https://x.com/quizforgeapp' },
  { id: 'linkedin', label: 'QuizForge on LinkedIn', href: 'https://www.linkedin.com/company/quizforge' },
  { id: 'youtube', label: 'QuizForge on YouTube', href: 'https://www.youtube.com/@quizforge' },
  { id: 'github', label: 'QuizForge on GitHub', href: 'https://github.com/quizforge' },
] as const;

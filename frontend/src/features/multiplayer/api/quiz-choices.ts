/** The host's saved quizzes as the room picker needs them: id, title and question count. */
import { api } from '@/lib/api-client';

export interface QuizChoice {
  id: number;
  title: string;
  question_count: number;
}

interface SavedQuizzesPage {
  quizzes: QuizChoice[];
  next_offset?: number | null;
}

export async function getQuizChoices(): Promise<QuizChoice[]> {
  const choices: QuizChoice[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const page: SavedQuizzesPage = (await api.get<SavedQuizzesPage>('/api/saved-quizzes/', { params: offset ? { offset } : undefined })).data;
    choices.push(...page.quizzes.map(({ id, title, question_count }) => ({ id, title, question_count })));
    offset = page.next_offset && page.quizzes.length > 0 ? page.next_offset : null;
  }
  return choices;
}

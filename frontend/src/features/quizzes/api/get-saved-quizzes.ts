import { api } from '@/lib/api-client';
import type { SavedQuiz } from '@/types/api';

interface SavedQuizzesPage {
  quizzes: SavedQuiz[];
  next_offset?: number | null;
}

/** The whole collection: the server answers in pages, followed here until the last one. */
export async function getSavedQuizzes(): Promise<SavedQuiz[]> {
  const quizzes: SavedQuiz[] = [];
  let offset: number | null | undefined = 0;
  while (offset !== null && offset !== undefined) {
    const { data }: { data: SavedQuizzesPage } = await api.get<SavedQuizzesPage>('/api/saved-quizzes/', {
      params: offset ? { offset } : undefined,
    });
    quizzes.push(...data.quizzes);
    offset = data.next_offset && data.quizzes.length > 0 ? data.next_offset : null;
  }
  return quizzes;
}

import { SavedQuizzesScreen } from '@/features/quizzes/components/saved-quizzes-screen';

export default function SavedQuizzesRoute() {
  return <SavedQuizzesScreen />;
}

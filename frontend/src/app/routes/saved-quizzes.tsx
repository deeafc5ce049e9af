import { SavedQuizzesScreen } from '@/features/quizzes/components/saved-quizzes-screen';
import { ReviewDueNotice } from '@/features/reviews/components/review-due-notice';

export default function SavedQuizzesRoute() {
  return <SavedQuizzesScreen notice={<ReviewDueNotice />} />;
}

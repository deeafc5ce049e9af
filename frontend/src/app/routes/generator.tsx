import { replaceQuestion } from '@/features/generator/api/replace-question';
import { GeneratorScreen } from '@/features/generator/components/generator-screen';
import type { QuizStore } from '@/features/generator/types';
import { saveQuiz } from '@/features/quizzes/api/save-quiz';
import { updateQuiz } from '@/features/quizzes/api/update-quiz';
import { ReviewEditModal } from '@/features/quizzes/components/review-edit-modal';

const quizStore: QuizStore = { saveQuiz, updateQuiz };

export default function GeneratorRoute() {
  return <GeneratorScreen quizStore={quizStore} renderReviewEditor={(props) => <ReviewEditModal {...props} onReplace={replaceQuestion} />} />;
}

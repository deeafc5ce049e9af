import { useParams } from 'react-router';

import { SharedQuizScreen } from '@/features/quizzes/components/shared-quiz-screen';

export default function SharedRoute() {
  const { token = '' } = useParams();
  // A new token is a new screen: state from an earlier link must not carry over.
  return <SharedQuizScreen key={token} token={token} />;
}

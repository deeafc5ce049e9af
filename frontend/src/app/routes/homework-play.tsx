import { HomeworkPlayScreen } from '@/features/homework/components/homework-play-screen';

import '@/features/homework/homework.css';

export default function HomeworkPlayScreenRoute() {
  return <HomeworkPlayScreen />;
}

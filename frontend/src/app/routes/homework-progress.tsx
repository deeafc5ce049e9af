import { HomeworkProgressScreen } from '@/features/homework/components/homework-progress-screen';

import '@/features/homework/homework.css';

export default function HomeworkProgressScreenRoute() {
  return <HomeworkProgressScreen />;
}

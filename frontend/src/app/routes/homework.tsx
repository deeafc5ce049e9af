import { HomeworkHubScreen } from '@/features/homework/components/homework-hub-screen';

import '@/features/homework/homework.css';

export default function HomeworkHubScreenRoute() {
  return <HomeworkHubScreen />;
}

import { AssignHomeworkScreen } from '@/features/homework/components/assign-homework-screen';

import '@/features/homework/homework.css';

export default function AssignHomeworkScreenRoute() {
  return <AssignHomeworkScreen />;
}

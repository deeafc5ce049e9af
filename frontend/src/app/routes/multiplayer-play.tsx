import { PlayScreen } from '@/features/multiplayer/components/play-screen';

import '@/features/multiplayer/multiplayer.css';

export default function MultiplayerPlayScreenRoute() {
  return <PlayScreen />;
}

import { JoinRoomScreen } from '@/features/multiplayer/components/join-room-screen';

import '@/features/multiplayer/multiplayer.css';

export default function MultiplayerJoinRoomScreenRoute() {
  return <JoinRoomScreen />;
}

import { CreateRoomScreen } from '@/features/multiplayer/components/create-room-screen';

import '@/features/multiplayer/multiplayer.css';

export default function MultiplayerCreateRoomScreenRoute() {
  return <CreateRoomScreen />;
}

import { LobbyScreen } from '@/features/multiplayer/components/lobby-screen';

import '@/features/multiplayer/multiplayer.css';

export default function MultiplayerLobbyScreenRoute() {
  return <LobbyScreen />;
}

import { GamesScreen } from '@/features/multiplayer/components/games-screen';

import '@/features/multiplayer/multiplayer.css';

export default function MultiplayerGamesScreenRoute() {
  return <GamesScreen />;
}

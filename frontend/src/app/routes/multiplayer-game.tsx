import { GameResultsScreen } from '@/features/multiplayer/components/game-results-screen';

import '@/features/multiplayer/multiplayer.css';

export default function MultiplayerGameResultsScreenRoute() {
  return <GameResultsScreen />;
}

import { HubScreen } from '@/features/multiplayer/components/hub-screen';

import '@/features/multiplayer/multiplayer.css';

export default function MultiplayerHubScreenRoute() {
  return <HubScreen />;
}

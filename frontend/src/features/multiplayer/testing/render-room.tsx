/** Renders a live-game screen on a fake socket: the tab already holds its place in room ABC234. */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import { paths } from '@/config/paths';
import { LocationProbe } from '@/testing/probes';
import { renderWithProviders } from '@/testing/render';

import { resetGames } from '@/features/multiplayer/hooks/use-game';
import { playerSessions, type PlayerSession } from '@/features/multiplayer/lib/player-session';
import { FakeWebSocket } from '@/features/multiplayer/testing/fake-websocket';
import { makePlayer, makeRoom } from '@/features/multiplayer/testing/messages';
import type { Room, ServerMessage } from '@/features/multiplayer/types';

export const CODE = 'ABC234';
export const PLAYER_SESSION: PlayerSession = { role: 'player', name: 'Ada', playerToken: 'player-token-1', playerId: 'p2' };
export const HOST_SESSION: PlayerSession = { role: 'host', name: 'Host' };

export const HOST = makePlayer(1, 'Host', { id: 'p1', is_host: true });
export const ADA = makePlayer(2, 'Ada', { id: 'p2' });
export const BEN = makePlayer(3, 'Ben', { id: 'p3' });

interface RoomRenderOptions {
  session?: PlayerSession | null;
  route: 'lobby' | 'play';
}

export function installFakeSockets(): void {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

export function cleanupRooms(): void {
  resetGames();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
}

export function renderRoom(ui: ReactElement, { session = PLAYER_SESSION, route }: RoomRenderOptions) {
  if (session) playerSessions.set(CODE, session);
  const pattern = route === 'lobby' ? paths.multiplayerLobby.path : paths.multiplayerPlay.path;
  const other = route === 'lobby' ? paths.multiplayerPlay.path : paths.multiplayerLobby.path;
  return renderWithProviders(ui, {
    route: route === 'lobby' ? paths.multiplayerLobby.getHref(CODE) : paths.multiplayerPlay.getHref(CODE),
    path: pattern,
    routes: [
      { path: other, element: <LocationProbe /> },
      { path: paths.multiplayer.path, element: <LocationProbe /> },
      { path: paths.multiplayerJoin.path, element: <LocationProbe /> },
    ],
  });
}

/** The server's side of the socket: accepts it and welcomes the tab into the room. */
export async function serverWelcomes(options: { isHost?: boolean; room?: Partial<Room> } = {}): Promise<FakeWebSocket> {
  const ws = FakeWebSocket.latest();
  await act(async () => {
    ws.open();
    await Promise.resolve();
  });
  const isHost = options.isHost ?? false;
  send(ws, { type: 'connection_established' });
  send(ws, {
    type: 'join_success',
    player_id: isHost ? 'p1' : 'p2',
    is_host: isHost,
    room: makeRoom({ players: [HOST, ADA], ...options.room }),
  });
  return ws;
}

export function send(ws: FakeWebSocket, message: ServerMessage | Record<string, unknown>): void {
  act(() => ws.receive(message));
}

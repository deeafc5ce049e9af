import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  CONNECT_TIMEOUT_MS,
  GameSocket,
  gameSocketUrl,
  PING_MS,
  RECONNECT_DELAYS_MS,
  SILENCE_MS,
  type ConnectionStatus,
} from '@/features/multiplayer/lib/game-socket';
import { asWebSocket, FakeWebSocket } from '@/features/multiplayer/testing/fake-websocket';
import { makeRoom } from '@/features/multiplayer/testing/messages';
import type { ServerMessage } from '@/features/multiplayer/types';

function setup(overrides: Partial<ConstructorParameters<typeof GameSocket>[0]> = {}) {
  const messages: ServerMessage[] = [];
  const statuses: ConnectionStatus[] = [];
  const socket = new GameSocket({
    url: 'ws://example.test/ws/game/ABC234/',
    credentials: () => ({ name: 'Ada', player_token: 'secret-token' }),
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    WebSocketImpl: asWebSocket,
    random: () => 0,
    ...overrides,
  });
  socket.connect();
  return { socket, messages, statuses };
}

async function openAndJoin() {
  const ws = FakeWebSocket.latest();
  ws.open();
  await vi.waitFor(() => expect(ws.sent).toHaveLength(1));
  ws.receive({ type: 'join_success', player_id: '7', is_host: false, room: makeRoom() });
  return ws;
}

beforeEach(() => FakeWebSocket.reset());
afterEach(() => vi.useRealTimers());

describe('GameSocket', () => {
  it('builds the socket address from the page, with no credentials in it', () => {
    expect(gameSocketUrl('ABC234', { protocol: 'https:', host: 'quiz.example' })).toBe('wss://quiz.example/ws/game/ABC234/');
    expect(gameSocketUrl('ABC234', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws/game/ABC234/');
  });

  it('sends join_room with the player token as its first message, and nothing in the URL', async () => {
    setup();
    const ws = FakeWebSocket.latest();
    expect(ws.url).not.toContain('secret-token');
    ws.open();
    await vi.waitFor(() => expect(ws.sent).toEqual([{ type: 'join_room', name: 'Ada', player_token: 'secret-token' }]));
  });

  it('joins a host with its access token', async () => {
    setup({ credentials: () => ({ name: 'Host', token: 'access-1' }) });
    const ws = FakeWebSocket.latest();
    ws.open();
    await vi.waitFor(() => expect(ws.sent).toEqual([{ type: 'join_room', name: 'Host', token: 'access-1' }]));
  });

  it('passes typed messages on, ignores garbage, and is connected after join_success', async () => {
    const { messages, statuses } = setup();
    const ws = await openAndJoin();
    ws.onmessage?.({ data: 'not json' } as MessageEvent);
    ws.onmessage?.({ data: JSON.stringify({ no: 'type' }) } as MessageEvent);
    ws.receive({ type: 'game_starting', countdown: 3 });
    expect(messages.map((message) => message.type)).toEqual(['join_success', 'game_starting']);
    expect(statuses.at(-1)).toBe('connected');
  });

  it('estimates the server clock from server_time, keeping the estimate with the least delay', async () => {
    let local = 1_000_000;
    const { socket } = setup({ now: () => local });
    const ws = FakeWebSocket.latest();
    ws.open();
    await vi.waitFor(() => expect(ws.sent).toHaveLength(1));
    // The server's clock runs 5 s ahead; the first message was 200 ms on the way, the second 20 ms.
    ws.receive({ type: 'connection_established', server_time: local + 5000 - 200 });
    expect(socket.serverNow()).toBe(local + 4800);
    local += 1000;
    ws.receive({ type: 'connection_established', server_time: local + 5000 - 20 });
    expect(socket.serverNow()).toBe(local + 4980);
    local += 1000;
    ws.receive({ type: 'connection_established', server_time: local + 5000 - 500 });
    expect(socket.serverNow()).toBe(local + 4980);
  });

  it('reconnects after a drop with growing delays and joins again with the same token', async () => {
    vi.useFakeTimers();
    const { statuses } = setup();
    await openAndJoin();
    FakeWebSocket.latest().drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0] - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    // This try fails too: the next wait is longer.
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1] - 1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    const ws = FakeWebSocket.latest();
    ws.open();
    await vi.waitFor(() => expect(ws.sent).toEqual([{ type: 'join_room', name: 'Ada', player_token: 'secret-token' }]));
    ws.receive({ type: 'join_success', player_id: '7', is_host: false, room: makeRoom({ status: 'playing' }) });
    expect(statuses.at(-1)).toBe('connected');
    // Back in: a later drop starts again from the shortest wait.
    ws.drop();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('never gives up while the room may exist: it keeps trying, a few seconds apart at most', async () => {
    vi.useFakeTimers();
    const { statuses } = setup();
    FakeWebSocket.latest().drop();
    const longest = Math.max(...RECONNECT_DELAYS_MS);
    expect(longest).toBeLessThanOrEqual(3000);
    // A server restart of ten minutes: a try at least every few seconds all along.
    for (let attempt = 0; attempt < 200; attempt += 1) {
      expect(statuses.at(-1)).toBe('reconnecting');
      const before = FakeWebSocket.instances.length;
      vi.advanceTimersByTime(longest);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
      FakeWebSocket.latest().drop();
    }
    expect(statuses).not.toContain('failed');
  });

  it('spreads the retries of a class of phones by a random part of the wait', async () => {
    vi.useFakeTimers();
    setup({ random: () => 0.99 });
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0] * 0.25);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('drops a connection that went silent (a phone that lost its network) and tries a new one', async () => {
    vi.useFakeTimers();
    const { statuses } = setup();
    const ws = await openAndJoin();
    vi.advanceTimersByTime(PING_MS * 4);
    // The server answers pings: the connection stays.
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('connected');
    ws.answersPings = false;
    vi.advanceTimersByTime(SILENCE_MS + PING_MS);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('gives up on a connection that never joins and tries again', async () => {
    vi.useFakeTimers();
    const { statuses } = setup();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS + PING_MS);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('keeps a socket that waits for the host to let it in (rejoin_pending)', async () => {
    vi.useFakeTimers();
    const { statuses, messages } = setup();
    const ws = FakeWebSocket.latest();
    ws.open();
    await vi.waitFor(() => expect(ws.sent).toHaveLength(1));
    ws.receive({ type: 'rejoin_pending', message: 'Waiting for the host to let you in.' });
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    ws.receive({ type: 'join_success', player_id: '7', is_host: false, room: makeRoom() });
    expect(statuses.at(-1)).toBe('connected');
    expect(messages.map((message) => message.type)).toContain('rejoin_pending');
  });

  it('does not come back after a kick or for a room that is gone', async () => {
    vi.useFakeTimers();
    const kicked = setup();
    (await openAndJoin()).drop(4403);
    vi.advanceTimersByTime(60_000);
    expect(kicked.statuses.at(-1)).toBe('kicked');
    FakeWebSocket.reset();
    const missing = setup();
    FakeWebSocket.latest().drop(4404);
    vi.advanceTimersByTime(60_000);
    expect(missing.statuses.at(-1)).toBe('room_missing');
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('renews the credentials once after 4401, then stops', async () => {
    const renew = vi.fn().mockResolvedValue(true);
    const { statuses } = setup({ renewCredentials: renew });
    FakeWebSocket.latest().drop(4401);
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    FakeWebSocket.latest().drop(4401);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('unauthorized'));
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while the connection is not open, and closes for good on leave', async () => {
    vi.useFakeTimers();
    const { socket, statuses } = setup();
    expect(socket.send({ type: 'start_game' })).toBe(false);
    const ws = await openAndJoin();
    expect(socket.send({ type: 'start_game' })).toBe(true);
    socket.close();
    expect(ws.readyState).toBe(FakeWebSocket.CLOSED);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });
});

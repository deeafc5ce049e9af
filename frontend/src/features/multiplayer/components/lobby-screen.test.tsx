import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';

import { LobbyScreen } from '@/features/multiplayer/components/lobby-screen';
import { FakeWebSocket } from '@/features/multiplayer/testing/fake-websocket';
import { makeRoom } from '@/features/multiplayer/testing/messages';
import {
  ADA,
  BEN,
  CODE,
  HOST,
  cleanupRooms,
  HOST_SESSION,
  installFakeSockets,
  renderRoom,
  send,
  serverWelcomes,
} from '@/features/multiplayer/testing/render-room';

beforeEach(installFakeSockets);
afterEach(cleanupRooms);

describe('lobby', () => {
  it('sends the player token in join_room, never in the address', async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    const ws = await serverWelcomes();
    expect(ws.url).toBe(`ws://localhost:3000/ws/game/${CODE}/`);
    expect(ws.url).not.toContain('player-token-1');
    expect(ws.sent[0]).toEqual({ type: 'join_room', name: 'Ada', player_token: 'player-token-1' });
  });

  it('joins the host with its access token', async () => {
    mockApi().on('GET', '/api/profile/', { status: 200, data: makeUser() });
    seedSession(makeUser(), { access: 'access-xyz', refresh: 'refresh-xyz' });
    renderRoom(<LobbyScreen />, { route: 'lobby', session: HOST_SESSION });
    const ws = await serverWelcomes({ isHost: true });
    expect(ws.sent[0]).toEqual({ type: 'join_room', name: 'Host', token: 'access-xyz' });
  });

  it('makes a signed-in owner the host from any tab, when its running rooms list this one', async () => {
    mockApi()
      .on('GET', '/api/profile/', { status: 200, data: makeUser() })
      .on('GET', '/api/multiplayer/rooms/mine/', { status: 200, data: { rooms: [{ code: CODE, quiz: { title: 'Cell Biology' }, status: 'playing', total_questions: 3 }] } });
    seedSession(makeUser(), { access: 'access-xyz', refresh: 'refresh-xyz' });
    renderRoom(<LobbyScreen />, { route: 'lobby', session: null });
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const ws = await serverWelcomes({ isHost: true });
    expect(ws.sent[0]).toEqual({ type: 'join_room', name: 'Host', token: 'access-xyz' });
    expect(screen.getByRole('button', { name: 'Start Game' })).toBeInTheDocument();
  });

  it("sends a signed-in user to the join form for a room that is not its own", async () => {
    mockApi()
      .on('GET', '/api/profile/', { status: 200, data: makeUser() })
      .on('GET', '/api/multiplayer/rooms/mine/', { status: 200, data: { rooms: [] } });
    seedSession(makeUser(), { access: 'access-xyz', refresh: 'refresh-xyz' });
    renderRoom(<LobbyScreen />, { route: 'lobby', session: null });
    await vi.waitFor(() => expect(screen.getByTestId('location-path')).toHaveTextContent('/multiplayer/join'));
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('sends a tab with no place in the room to the join page with its code', () => {
    renderRoom(<LobbyScreen />, { route: 'lobby', session: null });
    expect(screen.getByTestId('location-path')).toHaveTextContent('/multiplayer/join');
  });

  it('shows the code large, a QR code of the join link, and the players as they come and go', async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    const ws = await serverWelcomes();
    expect(screen.getByText(CODE)).toHaveClass('mp-room-code');
    expect(screen.getByRole('img', { name: `QR code to join room ${CODE}` })).toBeInTheDocument();
    expect(screen.getByText(`localhost:3000/multiplayer/join?code=${CODE}`)).toBeInTheDocument();
    // The pupils in the room: the host presents and is not one of them.
    expect(screen.getByRole('heading', { name: 'Players (1/50)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Players' })).queryByText('Host')).not.toBeInTheDocument();

    send(ws, { type: 'lobby_update', joined: [BEN], left: [], connected: 2, players: 2 });
    const list = screen.getByRole('list');
    expect(within(list).getByText('Ben')).toBeInTheDocument();
    send(ws, { type: 'lobby_update', joined: [], left: ['p3'], connected: 1, players: 2 });
    const ben = within(list).getByText('Ben').closest('li') as HTMLElement;
    expect(within(ben).getByText('Disconnected')).toBeInTheDocument();
    send(ws, { type: 'player_left', player_id: 'p3', kicked: true });
    expect(within(list).queryByText('Ben')).not.toBeInTheDocument();
    expect(screen.getByText('Waiting for the host to start the game...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Game' })).not.toBeInTheDocument();
  });

  it('lets the host start only with 2 connected players, saying so for 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderRoom(<LobbyScreen />, { route: 'lobby', session: HOST_SESSION });
    const ws = await serverWelcomes({ isHost: true });
    send(ws, { type: 'lobby_update', joined: [], left: ['p2'], connected: 0, players: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Start Game' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You need at least 2 players to start the game');
    expect(ws.sentOfType('start_game')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    send(ws, { type: 'lobby_update', joined: [BEN], left: [], connected: 2, players: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Start Game' }));
    expect(ws.sentOfType('start_game')).toHaveLength(1);
  });

  it('counts the whole room from lobby_update when the roster of a pupil lists fewer', async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    const ws = await serverWelcomes();
    send(ws, { type: 'lobby_update', joined: [BEN], left: [], connected: 38, players: 40 });
    expect(screen.getByRole('heading', { name: 'Players (40/50)' })).toBeInTheDocument();
    const ben = within(screen.getByRole('list', { name: 'Players' })).getByText('Ben').closest('li') as HTMLElement;
    expect(within(ben).getByText('Connected')).toBeInTheDocument();
  });

  it('lets the host remove a player', async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby', session: HOST_SESSION });
    const ws = await serverWelcomes({ isHost: true });
    expect(screen.queryByRole('button', { name: 'Remove Host' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada' }));
    expect(ws.sentOfType('kick_player')).toEqual([{ type: 'kick_player', player_id: 'p2' }]);
  });

  it("shows a server error for 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    const ws = await serverWelcomes();
    send(ws, { type: 'error', message: 'Only the host can do this.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Only the host can do this.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts game_starting down, then goes to the play screen on the same connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    const ws = await serverWelcomes();
    send(ws, { type: 'game_starting', countdown: 3 });
    expect(screen.getByText('Game starting in')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('2')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('location-path')).toHaveTextContent(`/multiplayer/play/${CODE}`);
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('never gives up while the room may exist: it says it is reconnecting and walks back in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    await serverWelcomes();
    act(() => FakeWebSocket.latest().drop());
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.getByText(/Reconnecting/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
      act(() => FakeWebSocket.latest().drop());
    }
    act(() => vi.advanceTimersByTime(4000));
    await serverWelcomes();
    expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument();
    expect(screen.getByText('Connected', { selector: '.badge' })).toBeInTheDocument();
  });

  it('shows the scoring and the timer the host chose', async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    await serverWelcomes({ room: { scoring: 'accuracy', timer: 'none' } });
    expect(screen.getByText('3 questions · No timer · Accuracy only')).toBeInTheDocument();
  });

  it('lets the host tap a name to give that pupil 2x time, which only the host and that pupil see', async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby', session: HOST_SESSION });
    const ws = await serverWelcomes({ isHost: true, room: { players: [HOST, ADA, BEN] } });
    fireEvent.click(screen.getByRole('button', { name: 'Ada: Normal time. Change time' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Time for Ada' })).getByRole('button', { name: '2x time' }));
    expect(ws.sentOfType('set_extra_time')).toEqual([{ type: 'set_extra_time', player_id: 'p2', factor: 2 }]);
    send(ws, { type: 'extra_time_set', player_id: 'p2', extra_time: 2 });
    expect(screen.queryByText(/2x/)).not.toBeInTheDocument(); // the projector shows no chip to the class
    fireEvent.click(screen.getByRole('button', { name: 'Ada: 2x time. Change time' }));
    const options = within(screen.getByRole('group', { name: 'Time for Ada' }));
    expect(options.getByRole('button', { name: '2x time' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows a pupil its own extra time but not another pupil's", async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    const ws = await serverWelcomes({ room: { players: [HOST, { ...ADA, extra_time: 1.5 }, { ...BEN, extra_time: 2 }] } });
    expect(screen.getByText('1.5x time')).toBeInTheDocument();
    expect(screen.queryByText('2x time')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change time/ })).not.toBeInTheDocument();
    expect(ws.sentOfType('set_extra_time')).toEqual([]);
  });

  it('lets the host lock and unlock the room', async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby', session: HOST_SESSION });
    const ws = await serverWelcomes({ isHost: true });
    fireEvent.click(screen.getByRole('button', { name: 'Lock Room' }));
    expect(ws.sentOfType('lock_room')).toHaveLength(1);
    send(ws, { type: 'room_locked' });
    expect(screen.getByText('The room is locked: nobody new can join.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Room' }));
    expect(ws.sentOfType('unlock_room')).toHaveLength(1);
    send(ws, { type: 'room_unlocked' });
    expect(screen.getByRole('button', { name: 'Lock Room' })).toBeInTheDocument();
  });

  it('keeps a pupil who asked to rejoin waiting for the host, then lets it in with its place', async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    const ws = FakeWebSocket.latest();
    await act(async () => {
      ws.open();
      await Promise.resolve();
    });
    send(ws, { type: 'rejoin_pending', message: 'Waiting for the host to let you in.' });
    expect(screen.getByRole('heading', { name: 'Waiting for the host to let you back in' })).toBeInTheDocument();
    send(ws, { type: 'join_success', player_id: 'p2', is_host: false, room: makeRoom({ players: [HOST, ADA] }) });
    expect(screen.getByText('Waiting for the host to start the game...')).toBeInTheDocument();
  });

  it('tells a pupil the host refused to let it back in', async () => {
    renderRoom(<LobbyScreen />, { route: 'lobby' });
    const ws = FakeWebSocket.latest();
    await act(async () => {
      ws.open();
      await Promise.resolve();
    });
    send(ws, { type: 'rejoin_pending' });
    send(ws, { type: 'rejoin_denied', message: 'The host did not let you in.' });
    act(() => ws.drop(4403));
    expect(screen.getByRole('heading', { name: 'The host did not let you back in' })).toBeInTheDocument();
  });
});

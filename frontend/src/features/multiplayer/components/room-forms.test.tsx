import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { AuthModalProbe, LocationProbe } from '@/testing/probes';
import { renderWithProviders, settle } from '@/testing/render';

import { CreateRoomScreen } from '@/features/multiplayer/components/create-room-screen';
import { HubScreen } from '@/features/multiplayer/components/hub-screen';
import { JoinRoomScreen } from '@/features/multiplayer/components/join-room-screen';
import { JOIN_ERRORS } from '@/features/multiplayer/lib/join-errors';
import { playerSessions } from '@/features/multiplayer/lib/player-session';
import { makeRoom } from '@/features/multiplayer/testing/messages';

const probeRoutes = [
  { path: paths.multiplayerLobby.path, element: <LocationProbe /> },
  { path: paths.multiplayerJoin.path, element: <LocationProbe /> },
];

afterEach(() => localStorage.clear());

function signedIn() {
  seedSession(makeUser());
  return mockApi().on('GET', '/api/profile/', { status: 200, data: makeUser() });
}

describe('hub', () => {
  it('explains the game in three steps and asks a visitor to sign in before creating', async () => {
    renderWithProviders(
      <>
        <HubScreen />
        <AuthModalProbe />
      </>,
      { route: '/multiplayer' },
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In to Create a Room' }));
    expect(screen.getByTestId('auth-modal-view')).toHaveTextContent('login');
  });

  it("lists the owner's running rooms, each with Resume into its lobby or game", async () => {
    signedIn().on('GET', '/api/multiplayer/rooms/mine/', {
      status: 200,
      data: {
        rooms: [
          { code: 'ABC234', quiz: { title: 'Cell Biology' }, status: 'playing', total_questions: 3, question_index: 1, players: 28 },
          { code: 'XYZ789', quiz: { title: 'Rivers' }, status: 'lobby', total_questions: 5, question_index: -1, players: 1 },
        ],
      },
    });
    renderWithProviders(<HubScreen />, { route: '/multiplayer' });
    await settle();
    const running = screen.getByRole('region', { name: 'Your running games' });
    const rooms = within(running).getAllByRole('listitem');
    expect(rooms[0]).toHaveTextContent('Cell BiologyRoom ABC234 · Question 2 of 3 · 28 players');
    expect(within(rooms[0]).getByRole('link', { name: /^Resume Cell Biology/ })).toHaveAttribute('href', '/multiplayer/play/ABC234');
    expect(rooms[1]).toHaveTextContent('RiversRoom XYZ789 · In the lobby · 1 player');
    expect(within(rooms[1]).getByRole('link', { name: /^Resume Rivers/ })).toHaveAttribute('href', '/multiplayer/lobby/XYZ789');
  });

  it('leads a signed-in user to create, and anyone to join by code', async () => {
    signedIn();
    renderWithProviders(<HubScreen />, { route: '/multiplayer', path: '/multiplayer', routes: probeRoutes });
    await settle();
    expect(screen.getByRole('link', { name: 'Create Room' })).toHaveAttribute('href', '/multiplayer/create');
    const code = screen.getByLabelText('Room code');
    fireEvent.change(code, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Room code must be 6 characters');
    fireEvent.change(code, { target: { value: 'ab-c2 34x' } });
    expect(code).toHaveValue('ABC234');
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(screen.getByTestId('location-path')).toHaveTextContent('/multiplayer/join');
  });
});

describe('create room', () => {
  const quizzes = [
    { id: 4, title: 'Cells', question_count: 5, questions: [], saved_at: '', high_score: 0 },
    { id: 9, title: 'Atoms', question_count: 10, questions: [], saved_at: '', high_score: 0 },
  ];

  it('preselects the quiz it was sent with, starts at 50 players and 30 s, and opens the lobby as host', async () => {
    const api = signedIn()
      .on('GET', '/api/saved-quizzes/', { status: 200, data: { quizzes } })
      .on('POST', '/api/multiplayer/rooms/create_room/', { status: 201, data: { code: 'XYZ789', room: makeRoom({ code: 'XYZ789' }) } });
    renderWithProviders(<CreateRoomScreen />, { route: { pathname: '/multiplayer/create', state: { selectedQuizId: 9 } }, routes: probeRoutes, path: '/multiplayer/create' });
    await settle();
    expect(screen.getByLabelText('Quiz')).toHaveValue('9');
    const players = screen.getByRole('slider', { name: /Max players/ });
    expect(players).toHaveValue('50');
    expect(players).toHaveAttribute('min', '2');
    expect(players).toHaveAttribute('max', '100');
    const seconds = screen.getByRole('slider', { name: /Time per question/ });
    expect(seconds).toHaveValue('30');
    expect(seconds).toHaveAttribute('min', '10');
    expect(seconds).toHaveAttribute('max', '120');
    expect(seconds).toHaveAttribute('step', '5');
    expect(screen.getByRole('checkbox', { name: 'Show leaderboard after each question' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Allow players to join after the game starts' })).not.toBeChecked();
    fireEvent.change(seconds, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    await settle();
    expect(api.callsTo('POST', '/api/multiplayer/rooms/create_room/')[0].body).toEqual({
      quiz_id: 9,
      max_players: 50,
      time_per_question: 45,
      show_leaderboard_after_each: true,
      allow_late_join: false,
      scoring: 'speed',
      timer: 'per_question',
    });
    expect(screen.getByTestId('location-path')).toHaveTextContent('/multiplayer/lobby/XYZ789');
    expect(playerSessions.get('XYZ789')).toEqual({ role: 'host', name: 'Host' });
  });

  it('offers accuracy-only scoring and no timer, and sends them with the room', async () => {
    const api = signedIn()
      .on('GET', '/api/saved-quizzes/', { status: 200, data: { quizzes } })
      .on('POST', '/api/multiplayer/rooms/create_room/', { status: 201, data: { code: 'XYZ789', room: makeRoom({ code: 'XYZ789' }) } });
    renderWithProviders(<CreateRoomScreen />, { route: { pathname: '/multiplayer/create', state: { selectedQuizId: 9 } }, routes: probeRoutes, path: '/multiplayer/create' });
    await settle();
    expect(screen.getByRole('radio', { name: /Speed and streaks/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Accuracy only/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'No timer' }));
    expect(screen.queryByRole('slider', { name: /Time per question/ })).not.toBeInTheDocument();
    expect(screen.getByText(/You end each question/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    await settle();
    expect(api.callsTo('POST', '/api/multiplayer/rooms/create_room/')[0].body).toMatchObject({ scoring: 'accuracy', timer: 'none' });
  });

  it("asks for a quiz, and says 'Failed to create room' when the server refuses", async () => {
    signedIn()
      .on('GET', '/api/saved-quizzes/', { status: 200, data: { quizzes } })
      .on('POST', '/api/multiplayer/rooms/create_room/', { status: 500, data: {} });
    renderWithProviders(<CreateRoomScreen />, { route: '/multiplayer/create' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a quiz');
    fireEvent.change(screen.getByLabelText('Quiz'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create room');
  });

  it('drops the quiz warning once a quiz is chosen, even when the name still needs fixing', async () => {
    signedIn().on('GET', '/api/saved-quizzes/', { status: 200, data: { quizzes } });
    renderWithProviders(<CreateRoomScreen />, { route: '/multiplayer/create' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(screen.getByText('Please select a quiz')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Quiz'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Your name in the game'), { target: { value: 'Al' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(screen.getByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByText('Please select a quiz')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in', () => {
    renderWithProviders(<CreateRoomScreen />, { route: '/multiplayer/create' });
    expect(screen.getByRole('heading', { name: 'Please log in to create a room' })).toBeInTheDocument();
  });
});

describe('join room', () => {
  it('prefills the code from the QR link, keeps the player token for this room, and opens the lobby', async () => {
    const api = mockApi().on('POST', '/api/multiplayer/rooms/ABC234/join/', {
      status: 200,
      data: { player_id: 'p5', player_token: 'tok-5', room: makeRoom() },
    });
    renderWithProviders(<JoinRoomScreen />, { route: '/multiplayer/join?code=abc234', routes: probeRoutes.slice(0, 1) });
    expect(screen.getByLabelText('Room code')).toHaveValue('ABC234');
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '  Zoe  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    await settle();
    const sent = api.callsTo('POST', '/api/multiplayer/rooms/ABC234/join/')[0].body as { device?: string };
    expect(sent).toEqual({ code: 'ABC234', name: 'Zoe', device: localStorage.getItem('quizforge.device') });
    expect(sent.device).toMatch(/^[0-9a-f]{32}$/);
    expect(playerSessions.get('ABC234')).toEqual({ role: 'player', name: 'Zoe', playerToken: 'tok-5', playerId: 'p5' });
    expect(screen.getByTestId('location-path')).toHaveTextContent('/multiplayer/lobby/ABC234');
  });

  it('keeps the place in localStorage: the join link of a room this device plays in walks straight back in', () => {
    playerSessions.set('ABC234', { role: 'player', name: 'Zoe', playerToken: 'tok-5', playerId: 'p5' });
    expect(JSON.parse(localStorage.getItem('quizforge.live.ABC234') ?? '{}').session.playerToken).toBe('tok-5');
    renderWithProviders(<JoinRoomScreen />, { route: '/multiplayer/join?code=ABC234', routes: probeRoutes.slice(0, 1) });
    expect(screen.getByTestId('location-path')).toHaveTextContent('/multiplayer/lobby/ABC234');
  });

  it('sends the token this device last had in the room, even after its place ended (a kick)', async () => {
    const api = mockApi().on('POST', '/api/multiplayer/rooms/ABC234/join/', {
      status: 200,
      data: { player_id: null, player_token: 'pending-tok', room: makeRoom(), pending: true, message: 'Waiting for the host to let you in.' },
    });
    localStorage.setItem('quizforge.device', 'device-of-cyd');
    playerSessions.set('ABC234', { role: 'player', name: 'Cyd', playerToken: 'kicked-tok', playerId: 'p9' });
    playerSessions.clear('ABC234');
    renderWithProviders(<JoinRoomScreen />, { route: '/multiplayer/join?code=ABC234', routes: probeRoutes.slice(0, 1) });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Cyd Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    await settle();
    expect(api.callsTo('POST', '/api/multiplayer/rooms/ABC234/join/')[0].body).toEqual({
      code: 'ABC234',
      name: 'Cyd Again',
      player_token: 'kicked-tok',
      device: 'device-of-cyd',
    });
    expect(playerSessions.lastToken('ABC234')).toBe('kicked-tok');
  });

  it('sends the same device id after a kick, whatever name it types, so the host decides', async () => {
    const api = mockApi().on('POST', '/api/multiplayer/rooms/ABC234/join/', {
      status: 200,
      data: { player_id: 'p5', player_token: 'tok-5', room: makeRoom() },
    });
    const first = renderWithProviders(<JoinRoomScreen />, { route: '/multiplayer/join?code=ABC234', routes: probeRoutes.slice(0, 1) });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Cyd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    await settle();
    first.unmount();
    playerSessions.clear('ABC234'); // kicked: the place is gone
    renderWithProviders(<JoinRoomScreen />, { route: '/multiplayer/join?code=ABC234', routes: probeRoutes.slice(0, 1) });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Someone Else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    await settle();
    const [before, after] = api.callsTo('POST', '/api/multiplayer/rooms/ABC234/join/').map((call) => call.body as { device?: string });
    expect(before.device).toMatch(/^[0-9a-f]{32}$/);
    expect(after.device).toBe(before.device);
  });

  it("a disconnected player's name on another device becomes a request the lobby waits on", async () => {
    mockApi().on('POST', '/api/multiplayer/rooms/ABC234/join/', {
      status: 200,
      data: { player_id: null, player_token: 'pending-tok', room: makeRoom({ status: 'playing' }), pending: true, message: 'Waiting for the host to let you in.' },
    });
    renderWithProviders(<JoinRoomScreen />, { route: '/multiplayer/join?code=ABC234', routes: probeRoutes.slice(0, 1) });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Maya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    await settle();
    expect(playerSessions.get('ABC234')).toEqual({ role: 'player', name: 'Maya', playerToken: 'pending-tok', playerId: null });
    expect(screen.getByTestId('location-path')).toHaveTextContent('/multiplayer/lobby/ABC234');
  });

  it("checks the code and the name with the spec's words", () => {
    renderWithProviders(<JoinRoomScreen />, { route: '/multiplayer/join' });
    fireEvent.change(screen.getByLabelText('Room code'), { target: { value: 'ab1' } });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Jo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(screen.getByText('Room code must be 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 3 characters')).toBeInTheDocument();
  });

  it.each([
    [404, { error: 'Room not found. Please check the code.' }, JOIN_ERRORS.notFound],
    [409, { error: 'This name is already taken in this room. Please choose another.' }, JOIN_ERRORS.nameTaken],
    [409, { error: 'This room is full.' }, JOIN_ERRORS.full],
    [409, { error: 'The game has already started.' }, JOIN_ERRORS.started],
    [400, { error: 'Name must not contain control characters' }, JOIN_ERRORS.badName],
    [500, {}, 'Failed to join room. Please try again.'],
  ])('says a %s refusal in plain words', async (status, data, words) => {
    mockApi().on('POST', '/api/multiplayer/rooms/ABC234/join/', { status, data });
    renderWithProviders(<JoinRoomScreen />, { route: '/multiplayer/join?code=ABC234' });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Zoe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(words);
  });
});

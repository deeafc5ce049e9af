/**
 * Which screen a live game shows: one pure function of the game state. The lobby, play and connection
 * screens switch on it, so a device that reconnects (or a new tab) shows what the others show.
 *
 *                  join_success            game_starting           question_start
 *   (connecting) ──────────────► lobby ──────────────► countdown ──────────────► answering ◄───┐
 *                                                                                   │  │      │ resume_game
 *                                                        a player taps a choice ────┘  └──► paused
 *                                                                  │               pause_game │
 *                                                                  ▼                          │
 *                                                                locked ───────── ◄───────────┘
 *                                                                  │
 *              the question ends (answer_result / question_ended, the deadline or everyone answered)
 *                                                                  ▼
 *                     players: result ── 3 s ──► leaderboard ◄── the host goes straight here
 *                                                  │     │
 *                               next_question ─────┘     └──── game_finished ──► podium
 *                               (back to answering)
 *
 *   (connecting) ── rejoin_pending ──► rejoin_pending ── the host's allow_rejoin: join_success ──► as above
 *   from any screen: kicked, refused rejoin, room gone (4404), place refused (4401) or left ──► connection_end
 *   while the socket is down the screen stays where it was, marked `reconnecting`: choices are disabled.
 *
 * The host presents (CONTRACT §7): it never sees locked or result, and its answering screen shows the
 * answer count instead of buttons.
 */
import type { GameState } from '@/features/multiplayer/lib/game-state';

export type ScreenKind =
  | 'connecting'
  | 'rejoin_pending'
  | 'lobby'
  | 'countdown'
  | 'answering'
  | 'locked'
  | 'result'
  | 'paused'
  | 'leaderboard'
  | 'podium'
  | 'connection_end';

export type ConnectionEnd = 'kicked' | 'rejoin_denied' | 'room_missing' | 'unauthorized' | 'closed';

export interface Screen {
  kind: ScreenKind;
  role: 'host' | 'player';
  /** The socket is down and coming back: the screen stays, its controls wait. */
  reconnecting: boolean;
  /** Why the connection ended, for connection_end. */
  end: ConnectionEnd | null;
}

const ENDS: Partial<Record<GameState['status'], ConnectionEnd>> = {
  kicked: 'kicked',
  room_missing: 'room_missing',
  unauthorized: 'unauthorized',
  closed: 'closed',
};

function kindOf(state: GameState, isHost: boolean): ScreenKind {
  switch (state.phase) {
    case 'waiting':
      return 'lobby';
    case 'starting':
      return 'countdown';
    case 'finished':
      return 'podium';
    case 'leaderboard':
      return state.showingFeedback && !isHost ? 'result' : 'leaderboard';
    case 'question':
      if (!state.question) return 'lobby';
      if (state.showingFeedback && state.result && !isHost) return 'result';
      if (state.paused) return 'paused';
      return state.picked !== null && !isHost ? 'locked' : 'answering';
    default:
      return 'lobby';
  }
}

export function gameScreen(state: GameState): Screen {
  const isHost = state.me?.isHost ?? false;
  const role = isHost ? 'host' : 'player';
  const end = state.rejoinDenied && state.status === 'kicked' ? 'rejoin_denied' : (ENDS[state.status] ?? null);
  if (end) return { kind: 'connection_end', role, reconnecting: false, end };
  const down = state.status !== 'connected';
  if (!state.me) {
    const kind = state.rejoinPending ? 'rejoin_pending' : 'connecting';
    return { kind, role, reconnecting: state.status === 'reconnecting', end: null };
  }
  return { kind: kindOf(state, isHost), role, reconnecting: down, end: null };
}

/** Screens that belong on /multiplayer/play rather than the lobby. */
export const PLAY_SCREENS: ReadonlySet<ScreenKind> = new Set(['answering', 'locked', 'result', 'paused', 'leaderboard', 'podium']);

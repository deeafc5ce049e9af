/**
 * One player's websocket to a room (CONTRACT §7): the first message is join_room with the player token
 * or the host's access token (never anything in the URL); a dropped connection comes back by itself with
 * backoff, never more than a few seconds apart and for as long as the room exists (only the server's
 * answers end it: room gone, kicked, place refused), and joins again with the same credentials, so the
 * server resumes the same player; the server's clock is estimated from every message's server_time.
 */
import type { ClientMessage, JoinCredentials, ServerMessage } from '@/features/multiplayer/types';

export type ConnectionStatus =
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'kicked'
  | 'room_missing'
  | 'unauthorized'
  | 'closed';

/** Close codes the server uses for answers that retrying cannot change. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_KICKED = 4403;
export const CLOSE_ROOM_MISSING = 4404;

/** Waits before each retry; the last one repeats for as long as it takes. */
export const RECONNECT_DELAYS_MS = [300, 1000, 2000, 3000];
/** Up to this share of a wait is added at random, so a class of phones does not knock all at once. */
const JITTER = 0.25;
/**
 * A phone's connection can die without a close (a lost network keeps the socket "open" for minutes): a
 * connection that has not joined within CONNECT_TIMEOUT_MS, or has heard nothing for SILENCE_MS while a ping
 * goes out every PING_MS, is dropped and tried again.
 */
export const CONNECT_TIMEOUT_MS = 8000;
export const PING_MS = 5000;
export const SILENCE_MS = 12_000;

export interface GameSocketOptions {
  url: string;
  /** Read on every (re)connect, so a refreshed access token is used. */
  credentials: () => JoinCredentials | Promise<JoinCredentials>;
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** Called once after a 4401; answers whether fresh credentials are worth one more try. */
  renewCredentials?: () => Promise<boolean>;
  WebSocketImpl?: typeof WebSocket;
  reconnectDelaysMs?: number[];
  now?: () => number;
  random?: () => number;
}

export function gameSocketUrl(code: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/game/${encodeURIComponent(code)}/`;
}

export class GameSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setInterval> | null = null;
  private openedAt = 0;
  private heardAt = 0;
  /** Let in by nobody yet: the socket waits for the host (rejoin_pending), pinged like a joined one. */
  private waiting = false;
  private stopped = false;
  private renewed = false;
  private offsetMs: number | null = null;
  private status: ConnectionStatus = 'connecting';
  private readonly options: Required<Omit<GameSocketOptions, 'renewCredentials'>> &
    Pick<GameSocketOptions, 'renewCredentials'>;

  constructor(options: GameSocketOptions) {
    this.options = {
      WebSocketImpl: globalThis.WebSocket,
      reconnectDelaysMs: RECONNECT_DELAYS_MS,
      now: () => Date.now(),
      random: Math.random,
      ...options,
    };
  }

  connect(): void {
    this.stopped = false;
    this.open();
  }

  /** Sends when the connection is open; answers whether it was sent. */
  send(message: ClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN || this.status !== 'connected') return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  get isOpen(): boolean {
    return this.status === 'connected' && this.socket?.readyState === this.socket?.OPEN;
  }

  /** The server's clock now, in epoch ms (the local clock until a server_time was seen). */
  serverNow(): number {
    return this.options.now() + (this.offsetMs ?? 0);
  }

  /** Ends the connection for good (leaving the game). */
  close(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopWatchdog();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== socket.CLOSED) socket.close(1000);
    this.setStatus('closed');
  }

  /** Tries again at once (the browser says it is back online, or the tab became visible again). */
  retryNow(): void {
    if (this.stopped || this.status !== 'reconnecting' || !this.retryTimer) return;
    this.open();
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }

  private open(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new this.options.WebSocketImpl(this.options.url);
    this.socket = socket;
    this.openedAt = this.options.now();
    this.heardAt = this.openedAt;
    this.waiting = false;
    this.startWatchdog();
    socket.onopen = () => void this.join(socket);
    socket.onmessage = (event: MessageEvent) => this.receive(socket, event.data);
    socket.onclose = (event: CloseEvent) => this.closed(socket, event.code);
  }

  private async join(socket: WebSocket): Promise<void> {
    const credentials = await this.options.credentials();
    if (socket !== this.socket || socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify({ type: 'join_room', ...credentials }));
  }

  private receive(socket: WebSocket, data: unknown): void {
    if (socket !== this.socket || typeof data !== 'string') return;
    this.heardAt = this.options.now();
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    if (!message || typeof message.type !== 'string') return;
    if (typeof message.server_time === 'number') this.noteServerTime(message.server_time);
    if (message.type === 'rejoin_pending') this.waiting = true;
    if (message.type === 'join_success') {
      this.attempt = 0;
      this.renewed = false;
      this.setStatus('connected');
    }
    this.options.onMessage(message);
  }

  /**
   * A message left the server at server_time and arrived after some delay, so server_time - now never
   * overstates the offset: the largest such estimate is the one with the least delay in it.
   */
  private noteServerTime(serverTime: number): void {
    const estimate = serverTime - this.options.now();
    this.offsetMs = this.offsetMs === null ? estimate : Math.max(this.offsetMs, estimate);
  }

  private startWatchdog(): void {
    this.stopWatchdog();
    this.watchdog = setInterval(() => this.check(), PING_MS);
  }

  private stopWatchdog(): void {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
  }

  /** Pings a joined connection, and gives up on one that never joined or went silent. */
  private check(): void {
    const socket = this.socket;
    if (!socket || this.stopped) return this.stopWatchdog();
    const now = this.options.now();
    const joined = this.status === 'connected' || this.waiting;
    const dead = joined ? now - this.heardAt >= SILENCE_MS : now - this.openedAt >= CONNECT_TIMEOUT_MS;
    if (dead) return this.abandon(socket);
    if (joined && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
  }

  /** Stops listening to a connection that no longer answers, and tries a new one. */
  private abandon(socket: WebSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    try {
      socket.close(4000);
    } catch {
      /* already closed */
    }
    this.socket = null;
    this.stopWatchdog();
    this.scheduleRetry();
  }

  private closed(socket: WebSocket, code: number): void {
    if (socket !== this.socket || this.stopped) return;
    this.socket = null;
    this.stopWatchdog();
    if (code === CLOSE_KICKED) return this.setStatus('kicked');
    if (code === CLOSE_ROOM_MISSING) return this.setStatus('room_missing');
    if (code === CLOSE_UNAUTHORIZED) {
      void this.renewAfterUnauthorized();
      return;
    }
    this.scheduleRetry();
  }

  private async renewAfterUnauthorized(): Promise<void> {
    const renew = this.options.renewCredentials;
    if (this.renewed || !renew) return this.setStatus('unauthorized');
    this.renewed = true;
    const worth = await renew().catch(() => false);
    if (this.stopped) return;
    if (worth) this.open();
    else this.setStatus('unauthorized');
  }

  private scheduleRetry(): void {
    const delays = this.options.reconnectDelaysMs;
    const base = delays[Math.min(this.attempt, delays.length - 1)];
    const delay = Math.round(base * (1 + JITTER * this.options.random()));
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.open();
    }, delay);
  }
}

/**
 * One player's websocket to a room (CONTRACT §7): the first message is join_room with the player token
 * or the host's access token (never anything in the URL); a dropped connection comes back by itself with
 * backoff and joins again with the same credentials, so the server resumes the same player; the server's
 * clock is estimated from every message's server_time.
 */
import type { ClientMessage, JoinCredentials, ServerMessage } from '@/features/multiplayer/types';

export type ConnectionStatus =
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  /** Gave up after the last retry. */
  | 'failed'
  | 'kicked'
  | 'room_missing'
  | 'unauthorized'
  | 'closed';

/** Close codes the server uses for answers that retrying cannot change. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_KICKED = 4403;
export const CLOSE_ROOM_MISSING = 4404;

/** Waits before each retry; after the last one the client gives up. */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 8000];

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
}

export function gameSocketUrl(code: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/game/${encodeURIComponent(code)}/`;
}

export class GameSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
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
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== socket.CLOSED) socket.close(1000);
    this.setStatus('closed');
  }

  /** After giving up: try again from the start (the person pressed Try again). */
  retry(): void {
    this.attempt = 0;
    this.renewed = false;
    this.connect();
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
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    if (!message || typeof message.type !== 'string') return;
    if (typeof message.server_time === 'number') this.noteServerTime(message.server_time);
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

  private closed(socket: WebSocket, code: number): void {
    if (socket !== this.socket || this.stopped) return;
    this.socket = null;
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
    if (this.attempt >= delays.length) return this.setStatus('failed');
    const delay = delays[this.attempt];
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.open();
    }, delay);
  }
}

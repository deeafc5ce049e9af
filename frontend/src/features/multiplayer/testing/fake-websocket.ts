/** A WebSocket stand-in: tests open, answer, drop and inspect connections by hand. */
import type { ClientMessage, ServerMessage } from '@/features/multiplayer/types';

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: ClientMessage[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error('No websocket was opened');
    return socket;
  }

  /** Like the server, it answers a ping with a pong (set false to play a connection that went silent). */
  answersPings = true;

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    const message = JSON.parse(data) as ClientMessage;
    if (message.type === 'ping') {
      if (this.answersPings) this.receive({ type: 'pong' });
      return;
    }
    this.sent.push(message);
  }

  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a message (server_time defaults to the local clock). */
  receive(message: ServerMessage | Record<string, unknown>): void {
    const stamped = { ...message, server_time: (message as { server_time?: number }).server_time ?? Date.now() };
    this.onmessage?.({ data: JSON.stringify(stamped) } as MessageEvent);
  }

  /** The connection drops (or the server closes it with `code`). */
  drop(code = 1006): void {
    this.close(code);
  }

  sentOfType<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }>[] {
    return this.sent.filter((message): message is Extract<ClientMessage, { type: T }> => message.type === type);
  }
}

export const asWebSocket = FakeWebSocket as unknown as typeof WebSocket;

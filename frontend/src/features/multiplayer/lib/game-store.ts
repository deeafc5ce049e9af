/**
 * One live game as the screens see it: the socket, the state its messages build, and the player's
 * actions. The lobby and the play screen share it (one connection per room), so moving from one to the
 * other does not reconnect.
 */
import { GameSocket, type GameSocketOptions } from '@/features/multiplayer/lib/game-socket';
import { gameReducer, initialGameState, TIME_UP_ANSWER, type GameAction, type GameState } from '@/features/multiplayer/lib/game-state';
import { hasTimer, type TimeFactor } from '@/features/multiplayer/lib/play-settings';
import type { PlayerId, ServerMessage } from '@/features/multiplayer/types';

/** Spec §9: the answer feedback shows this long before the leaderboard. */
export const FEEDBACK_MS = 3000;
/** Spec §9: an error banner stays this long. */
export const ERROR_MS = 5000;
const COUNTDOWN_TICK_MS = 1000;
/**
 * The server ends a question at its deadline by itself, so a time-up answer often arrives after the end and
 * is refused: that refusal changes nothing for the player and is not shown.
 */
const LATE_ANSWER_GRACE_MS = 3000;

export type GameStoreOptions = Omit<GameSocketOptions, 'onMessage' | 'onStatus'>;

export interface GameActions {
  start: () => void;
  answer: (choice: string) => void;
  next: () => void;
  pause: () => void;
  resume: () => void;
  kick: (playerId: PlayerId) => void;
  allowRejoin: (requestId: string) => void;
  denyRejoin: (requestId: string) => void;
  end: () => void;
  endQuestion: () => void;
  setExtraTime: (playerId: PlayerId, factor: TimeFactor) => void;
  lock: () => void;
  unlock: () => void;
  leave: () => void;
}

/** An answer sent but not yet acknowledged: the connection may have dropped under it. */
interface PendingAnswer {
  index: number;
  answer: string;
  timeTaken: number;
}

export class GameStore implements GameActions {
  private state: GameState = initialGameState;
  private readonly listeners = new Set<() => void>();
  private readonly socket: GameSocket;
  private timeUpTimer: ReturnType<typeof setTimeout> | null = null;
  private feedbackTimer: ReturnType<typeof setTimeout> | null = null;
  private errorTimer: ReturnType<typeof setTimeout> | null = null;
  private countdownTimer: ReturnType<typeof setInterval> | null = null;
  /** Questions (by index) this player has answered or sent the time-up answer to: never twice. */
  private readonly answered = new Set<number>();
  private pending: PendingAnswer | null = null;
  private lateAnswerGraceUntil = 0;

  constructor(options: GameStoreOptions) {
    this.socket = new GameSocket({
      ...options,
      onMessage: (message) => this.receive(message),
      onStatus: (status) => this.dispatch({ type: 'status', status }),
    });
  }

  connect(): void {
    this.socket.connect();
  }

  getState = (): GameState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The server's clock now (epoch ms), corrected by the offset seen in server_time. */
  serverNow = (): number => this.socket.serverNow();

  /** The network is back or the tab is in front again: no need to wait for the next retry. */
  retryNow = (): void => this.socket.retryNow();

  private dispatch(action: GameAction): void {
    const next = gameReducer(this.state, action);
    if (next === this.state) return;
    const wasShowing = this.state.showingFeedback;
    this.state = next;
    if (next.showingFeedback && !wasShowing) {
      this.restartTimer('feedbackTimer', FEEDBACK_MS, () => this.dispatch({ type: 'feedback_done' }));
    }
    this.listeners.forEach((listener) => listener());
  }

  private receive(message: ServerMessage): void {
    if (message.type === 'error' && Date.now() < this.lateAnswerGraceUntil) {
      this.lateAnswerGraceUntil = 0;
      return;
    }
    const before = this.state;
    this.dispatch({ type: 'message', message });
    switch (message.type) {
      case 'question_start':
        if (message.has_answered) this.answered.add(message.question_index);
        this.stopCountdown();
        this.resendPending(message.question_index, message.has_answered);
        this.scheduleTimeUp();
        break;
      case 'answer_received':
        this.answered.add(message.question_index);
        if (this.pending?.index === message.question_index) this.pending = null;
        break;
      case 'extra_deadlines': // this pupil's own later deadline, just after question_start
      case 'game_resumed':
        this.scheduleTimeUp();
        break;
      case 'question_ended':
        this.clearTimeUp();
        this.pending = null;
        if (before.question) this.answered.add(before.question.question_index);
        break;
      case 'game_paused':
      case 'game_finished':
      case 'kicked':
        this.clearTimeUp();
        this.pending = null;
        break;
      case 'answer_result':
        this.lateAnswerGraceUntil = 0;
        this.pending = null;
        this.clearTimeUp();
        break;
      case 'game_starting':
        this.startCountdown();
        break;
      case 'error': {
        const seq = this.state.errorSeq;
        this.restartTimer('errorTimer', ERROR_MS, () => this.dispatch({ type: 'error_cleared', seq }));
        break;
      }
      default:
        break;
    }
  }

  /**
   * Back on a question it answered just before the connection dropped, and the server never heard: the
   * answer goes again while the deadline has not passed (the server measures the time from its own start).
   */
  private resendPending(index: number, serverHasIt: boolean): void {
    const pending = this.pending;
    if (!pending || pending.index !== index) return;
    const question = this.state.question;
    if (serverHasIt || !question || (hasTimer(question) && this.serverNow() >= question.deadline) || this.state.paused) {
      this.pending = null;
      return;
    }
    this.socket.send({ type: 'submit_answer', answer: pending.answer, time_taken: pending.timeTaken });
  }

  private restartTimer(name: 'feedbackTimer' | 'errorTimer', ms: number, run: () => void): void {
    const current = this[name];
    if (current) clearTimeout(current);
    this[name] = setTimeout(() => {
      this[name] = null;
      run();
    }, ms);
  }

  private startCountdown(): void {
    this.stopCountdown();
    this.countdownTimer = setInterval(() => {
      this.dispatch({ type: 'countdown_tick' });
      if (!this.state.countdown) this.stopCountdown();
    }, COUNTDOWN_TICK_MS);
  }

  private stopCountdown(): void {
    if (this.countdownTimer) clearInterval(this.countdownTimer);
    this.countdownTimer = null;
  }

  private clearTimeUp(): void {
    if (this.timeUpTimer) clearTimeout(this.timeUpTimer);
    this.timeUpTimer = null;
  }

  /** At the deadline (by the server's clock) a player who has not answered sends the empty answer. */
  private scheduleTimeUp(): void {
    this.clearTimeUp();
    const question = this.state.question;
    if (!question || !hasTimer(question) || this.state.paused || this.state.me?.isHost || this.answered.has(question.question_index)) return;
    const wait = Math.max(0, question.deadline - this.serverNow());
    this.timeUpTimer = setTimeout(() => {
      this.timeUpTimer = null;
      this.sendTimeUp(question.question_index);
    }, wait);
  }

  private sendTimeUp(index: number): void {
    const { question, phase, paused, picked } = this.state;
    if (!question || question.question_index !== index || phase !== 'question' || paused || picked !== null) return;
    if (this.answered.has(index)) return;
    this.answered.add(index);
    // Spec §4: with the connection closed at that moment nothing is sent; the screen still says time is up.
    if (this.socket.send({ type: 'submit_answer', answer: TIME_UP_ANSWER, time_taken: question.time_per_question })) {
      this.lateAnswerGraceUntil = Date.now() + LATE_ANSWER_GRACE_MS;
    }
    this.dispatch({ type: 'picked', answer: TIME_UP_ANSWER });
  }

  answer = (choice: string): void => {
    const { question, phase, paused, picked, me } = this.state;
    if (!question || phase !== 'question' || paused || picked !== null || me?.isHost) return;
    if (this.answered.has(question.question_index)) return;
    const elapsed = (this.serverNow() - question.question_start_time) / 1000;
    const timeTaken = Math.min(question.time_per_question, Math.max(0, Math.round(elapsed * 1000) / 1000));
    if (!this.socket.send({ type: 'submit_answer', answer: choice, time_taken: timeTaken })) return;
    this.answered.add(question.question_index);
    this.pending = { index: question.question_index, answer: choice, timeTaken };
    this.clearTimeUp();
    this.dispatch({ type: 'picked', answer: choice });
  };

  start = (): void => void this.socket.send({ type: 'start_game' });
  next = (): void => void this.socket.send({ type: 'next_question' });
  pause = (): void => void this.socket.send({ type: 'pause_game' });
  resume = (): void => void this.socket.send({ type: 'resume_game' });
  kick = (playerId: PlayerId): void => void this.socket.send({ type: 'kick_player', player_id: playerId });
  end = (): void => void this.socket.send({ type: 'end_game' });
  /** The host ends the running question (a room without a timer has no other end). */
  endQuestion = (): void => void this.socket.send({ type: 'end_question' });
  setExtraTime = (playerId: PlayerId, factor: TimeFactor): void =>
    void this.socket.send({ type: 'set_extra_time', player_id: playerId, factor });
  lock = (): void => void this.socket.send({ type: 'lock_room' });
  unlock = (): void => void this.socket.send({ type: 'unlock_room' });

  allowRejoin = (requestId: string): void => {
    if (this.socket.send({ type: 'allow_rejoin', request_id: requestId })) this.dispatch({ type: 'rejoin_answered', requestId });
  };

  denyRejoin = (requestId: string): void => {
    if (this.socket.send({ type: 'deny_rejoin', request_id: requestId })) this.dispatch({ type: 'rejoin_answered', requestId });
  };

  leave = (): void => {
    this.clearTimeUp();
    this.stopCountdown();
    for (const name of ['feedbackTimer', 'errorTimer'] as const) {
      const timer = this[name];
      if (timer) clearTimeout(timer);
      this[name] = null;
    }
    this.socket.close();
  };
}

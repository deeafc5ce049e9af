/**
 * The solo game as a pure state machine. Time only moves through `tick` actions, so the whole flow
 * (intro, countdown, time-up, feedback delay, pause) can be driven step by step.
 *
 *   intro --2 s--> answering --pick--> answered --0.8 s--> feedback --next--> intro | finished
 *                      |                                      ^
 *                      +--30 s--> timeUp --reveal-------------+
 *                                   +---+10 s (once)--> answering
 */
import type { Question } from '@/types/api';

export const INTRO_MS = 2_000;
export const QUESTION_TIME_MS = 30_000;
export const EXTRA_TIME_MS = 10_000;
export const FEEDBACK_DELAY_MS = 800;
export const WARNING_AT_SECONDS = 15;
export const DANGER_AT_SECONDS = 5;

export type SoloPhase = 'intro' | 'answering' | 'answered' | 'feedback' | 'timeUp' | 'finished';

export interface SoloQuizState {
  questions: readonly Question[];
  index: number;
  phase: SoloPhase;
  paused: boolean;
  score: number;
  /** The picked choice; null when none was picked (time ran out). */
  selected: string | null;
  introLeftMs: number;
  timeLeftMs: number;
  feedbackLeftMs: number;
  extraTimeUsed: boolean;
  /** Counts plays of this quiz on this screen; Try Again starts the next one. */
  run: number;
}

export type SoloQuizAction =
  | { type: 'tick'; elapsedMs: number }
  | { type: 'answer'; choice: string }
  | { type: 'addTime' }
  | { type: 'reveal' }
  | { type: 'next' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'restart' };

function questionStart(state: SoloQuizState, index: number): SoloQuizState {
  return {
    ...state,
    index,
    phase: 'intro',
    selected: null,
    introLeftMs: INTRO_MS,
    timeLeftMs: QUESTION_TIME_MS,
    feedbackLeftMs: FEEDBACK_DELAY_MS,
    extraTimeUsed: false,
  };
}

export function initialSoloQuizState(questions: readonly Question[], run = 0): SoloQuizState {
  const blank: SoloQuizState = {
    questions,
    index: 0,
    phase: 'intro',
    paused: false,
    score: 0,
    selected: null,
    introLeftMs: INTRO_MS,
    timeLeftMs: QUESTION_TIME_MS,
    feedbackLeftMs: FEEDBACK_DELAY_MS,
    extraTimeUsed: false,
    run,
  };
  return questionStart(blank, 0);
}

/** True while the clock of the current phase runs (and the game is not paused). */
export function isClockRunning(state: SoloQuizState): boolean {
  return !state.paused && (state.phase === 'intro' || state.phase === 'answering' || state.phase === 'answered');
}

function tick(state: SoloQuizState, elapsedMs: number): SoloQuizState {
  if (!isClockRunning(state) || elapsedMs <= 0) return state;
  switch (state.phase) {
    case 'intro': {
      const introLeftMs = state.introLeftMs - elapsedMs;
      return introLeftMs > 0 ? { ...state, introLeftMs } : { ...state, introLeftMs: 0, phase: 'answering' };
    }
    case 'answering': {
      const timeLeftMs = state.timeLeftMs - elapsedMs;
      return timeLeftMs > 0 ? { ...state, timeLeftMs } : { ...state, timeLeftMs: 0, phase: 'timeUp' };
    }
    case 'answered': {
      const feedbackLeftMs = state.feedbackLeftMs - elapsedMs;
      return feedbackLeftMs > 0 ? { ...state, feedbackLeftMs } : { ...state, feedbackLeftMs: 0, phase: 'feedback' };
    }
    default:
      return state;
  }
}

export function soloQuizReducer(state: SoloQuizState, action: SoloQuizAction): SoloQuizState {
  switch (action.type) {
    case 'tick':
      return tick(state, action.elapsedMs);
    case 'answer': {
      const question = state.questions[state.index];
      if (state.paused || state.phase !== 'answering' || !question?.choices.includes(action.choice)) return state;
      const correct = action.choice === question.correct_answer;
      return {
        ...state,
        phase: 'answered',
        selected: action.choice,
        score: state.score + (correct ? 1 : 0),
        feedbackLeftMs: FEEDBACK_DELAY_MS,
      };
    }
    case 'addTime':
      if (state.paused || state.phase !== 'timeUp' || state.extraTimeUsed) return state;
      return { ...state, phase: 'answering', timeLeftMs: EXTRA_TIME_MS, extraTimeUsed: true };
    case 'reveal':
      if (state.paused || state.phase !== 'timeUp') return state;
      return { ...state, phase: 'feedback', selected: null };
    case 'next':
      if (state.paused || state.phase !== 'feedback') return state;
      return state.index + 1 < state.questions.length
        ? questionStart(state, state.index + 1)
        : { ...state, phase: 'finished' };
    case 'pause':
      return state.phase === 'finished' ? state : { ...state, paused: true };
    case 'resume':
      return { ...state, paused: false };
    case 'restart':
      return initialSoloQuizState(state.questions, state.run + 1);
    default:
      return state;
  }
}

/** Whole seconds shown on the countdown (rounded up, so 0 only when time is really out). */
export function secondsLeft(state: SoloQuizState): number {
  return Math.ceil(state.timeLeftMs / 1000);
}

export type TimerLevel = 'normal' | 'warning' | 'danger';

export function timerLevel(seconds: number): TimerLevel {
  if (seconds <= DANGER_AT_SECONDS) return 'danger';
  if (seconds <= WARNING_AT_SECONDS) return 'warning';
  return 'normal';
}

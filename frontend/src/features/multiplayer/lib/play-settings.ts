/** A live room's play settings (CONTRACT §7): scoring, timer and a pupil's extra time, as the screens word them. */
import type { PlayerId, QuestionStart, Room } from '@/features/multiplayer/types';

export type Scoring = Room['scoring'];
export type Timer = Room['timer'];

export const SCORING_LABELS: Record<Scoring, string> = {
  speed: 'Speed and streaks',
  accuracy: 'Accuracy only',
};
export const SCORING_HINTS: Record<Scoring, string> = {
  speed: 'Faster right answers earn more, and answers in a row add a bonus.',
  accuracy: '1,000 points for each right answer, however long it takes; the leaderboard counts right answers.',
};
export const TIMER_LABELS: Record<Timer, string> = {
  per_question: 'Time per question',
  none: 'No timer',
};

/** The extra time the host can give a pupil: the room's time, 1.5 times it, or twice it. */
export const TIME_FACTORS = [1, 1.5, 2] as const;
export type TimeFactor = (typeof TIME_FACTORS)[number];

export function factorLabel(factor: number): string {
  return factor > 1 ? `${factor}x time` : 'Normal time';
}

/** The lobby's line under the title: questions, time and scoring. */
export function roomSettingsLine(room: Room): string {
  const time = room.timer === 'none' ? 'No timer' : `${room.time_per_question} s each`;
  return `${room.total_questions} questions · ${time} · ${SCORING_LABELS[room.scoring ?? 'speed']}`;
}

/** Whether the question runs against a clock (a room without a timer sends deadline 0). */
export const hasTimer = (question: Pick<QuestionStart, 'deadline'>): boolean => question.deadline > 0;

/** How much later than the room's deadline this player's own one is (0 without extra time). */
export function extraMs(question: QuestionStart, me: PlayerId | undefined): number {
  const own = me === undefined ? undefined : question.extra_deadlines?.[String(me)];
  return own !== undefined && hasTimer(question) ? Math.max(0, own - question.deadline) : 0;
}

/** The question as this device times it: a pupil with extra time gets its own deadline and time. */
export function ownQuestion(question: QuestionStart, extra: number): QuestionStart {
  if (extra <= 0) return question;
  return { ...question, deadline: question.deadline + extra, time_per_question: question.time_per_question + extra / 1000 };
}

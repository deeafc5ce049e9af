import { useEffect, useState } from 'react';

import { LiveAnnouncer, useTimeAnnouncements } from '@/components/ui/live-announcer';
import { questionAnnouncement, resultAnnouncement } from '@/lib/announcements';

import { useServerCountdown } from '@/features/multiplayer/hooks/use-server-countdown';
import type { GameState } from '@/features/multiplayer/lib/game-state';
import { TIME_UP_ANSWER } from '@/features/multiplayer/lib/game-state';
import { hasTimer } from '@/features/multiplayer/lib/play-settings';
import type { AnswerResult, QuestionEnded, QuestionStart } from '@/features/multiplayer/types';

function ownResult(result: AnswerResult, timedOut: boolean): string {
  return resultAnnouncement({ right: result.is_correct, timedOut, correctAnswer: result.correct_answer, points: result.points_earned });
}

/** Whether the question ended because its last deadline passed (not everyone answering, nor the host). */
function timeRanOut(question: QuestionStart | null, ended: QuestionEnded): boolean {
  if (!question || !hasTimer(question) || typeof ended.server_time !== 'number') return false;
  const last = Math.max(question.deadline, ...Object.values(question.extra_deadlines ?? {}));
  return ended.server_time >= last;
}

function endedAnnouncement(ended: QuestionEnded, question: QuestionStart | null): string {
  return `${timeRanOut(question, ended) ? 'Time is over.' : 'The question is over.'} The right answer is ${ended.correct_answer}.`;
}

/**
 * The live game's screen reader voice, on the projector and the phones: each question and its choices when
 * it appears, the time left at 10 and 5 seconds while an answer is awaited, and the result when it comes.
 */
export function PlayAnnouncer({ state, isHost, serverNow }: { state: GameState; isHost: boolean; serverNow: () => number }) {
  const [text, setText] = useState('');
  const { question, phase, result, ended, picked } = state;
  const running = phase === 'question' && question !== null;
  const index = running ? question.question_index : null;

  useEffect(() => {
    if (index === null || !question) return;
    setText(questionAnnouncement(index + 1, question.total_questions, question.question.question, question.question.choices));
    // once per question, however often the question's message comes again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  const timed = running && hasTimer(question);
  const { seconds } = useServerCountdown(timed ? question.deadline : null, question?.time_per_question ?? 0, serverNow, state.paused);
  useTimeAnnouncements(timed ? seconds : null, running && !state.paused && (isHost || picked === null), setText);

  useEffect(() => {
    if (!isHost && result) setText(ownResult(result, !result.answered || picked === null || picked === TIME_UP_ANSWER));
    // the result once, when it comes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, isHost]);

  useEffect(() => {
    if (isHost && ended) setText(endedAnnouncement(ended, question));
    // once, when the question ends (the question then is the one that ended)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, isHost]);

  return <LiveAnnouncer text={text} testId="mp-announcer" />;
}

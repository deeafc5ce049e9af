import { useEffect, useState } from 'react';

import type { Question } from '@/types/api';

import { LiveAnnouncer, useTimeAnnouncements } from '@/components/ui/live-announcer';
import { questionAnnouncement, resultAnnouncement } from '@/lib/announcements';

import type { SoloPhase } from '@/features/solo-play/lib/solo-quiz-reducer';

interface SoloAnnouncerProps {
  phase: SoloPhase;
  question: Question;
  number: number;
  total: number;
  selected: string | null;
  secondsLeft: number;
  paused: boolean;
}

/** Solo play's screen reader voice: the question and choices when they appear, 10 and 5 seconds left, the result. */
export function SoloAnnouncer({ phase, question, number, total, selected, secondsLeft, paused }: SoloAnnouncerProps) {
  const [text, setText] = useState('');
  const answering = phase === 'answering';
  useEffect(() => {
    if (answering) setText(questionAnnouncement(number, total, question.question, question.choices));
    // once when the question appears (after its intro)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answering, number]);
  useTimeAnnouncements(secondsLeft, answering && !paused, setText);
  useEffect(() => {
    if (phase === 'timeUp') setText('Out of time: reveal the answer or take 10 more seconds.');
    if (phase !== 'feedback') return;
    setText(resultAnnouncement({ right: selected === question.correct_answer, timedOut: selected === null, correctAnswer: question.correct_answer }));
  }, [phase, selected, question.correct_answer]);
  return <LiveAnnouncer text={text} testId="solo-announcer" />;
}

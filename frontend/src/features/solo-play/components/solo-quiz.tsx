import { useEffect, useRef } from 'react';

import type { Question } from '@/types/api';

import { ReadAloudButton } from '@/components/ui/read-aloud-button';

import { ChoiceList } from '@/features/solo-play/components/choice-list';
import { CountdownTimer } from '@/features/solo-play/components/countdown-timer';
import { FeedbackPanel } from '@/features/solo-play/components/feedback-panel';
import { PauseMenu } from '@/features/solo-play/components/pause-menu';
import { QuestionIntro } from '@/features/solo-play/components/question-intro';
import { SoloAnnouncer } from '@/features/solo-play/components/solo-announcer';
import { ResultsScreen } from '@/features/solo-play/components/results-screen';
import { TimeUpPanel } from '@/features/solo-play/components/time-up-panel';
import { useHighScore } from '@/features/solo-play/hooks/use-high-score';
import { useQuizKeys } from '@/features/solo-play/hooks/use-quiz-keys';
import { useSoloQuiz } from '@/features/solo-play/hooks/use-solo-quiz';
import { launchConfetti } from '@/lib/confetti';
import { EXTRA_TIME_MS, QUESTION_TIME_MS } from '@/features/solo-play/lib/solo-quiz-reducer';

import '@/features/solo-play/solo-play.css';

export interface SoloQuizProps {
  title: string;
  questions: readonly Question[];
  /** The saved quiz being played; null until it is saved (the high score is stored only for a saved quiz). */
  quizId: number | null;
  onHome: () => void;
  onShare: () => Promise<void> | void;
  onSave: () => Promise<void> | void;
  onNewQuiz: () => void;
  /** Each question once its answer shows (a time-up counts as wrong), e.g. for the review queue. */
  onAnswered?: (question: Question, correct: boolean) => void;
}

export function SoloQuiz({ title, questions, quizId, onHome, onShare, onSave, onNewQuiz, onAnswered }: SoloQuizProps) {
  const quiz = useSoloQuiz(questions);
  const { state, question, total } = quiz;
  const highScore = useHighScore(quizId);
  useQuizKeys(quiz, true);

  // Once per play: confetti, and the score stored (again if the quiz gets saved from the results screen).
  const celebratedRun = useRef<number | null>(null);
  const recorded = useRef<string | null>(null);
  const { record } = highScore;
  useEffect(() => {
    if (state.phase !== 'finished') return;
    if (celebratedRun.current !== state.run) {
      celebratedRun.current = state.run;
      void launchConfetti();
    }
    const key = `${state.run}:${quizId ?? 'unsaved'}`;
    if (recorded.current !== key) {
      recorded.current = key;
      void record(state.score, quizId);
    }
  }, [state.phase, state.run, state.score, quizId, record]);

  // Once per question of a play, when its answer shows.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (state.phase !== 'feedback' || !question) return;
    const key = `${state.run}:${state.index}`;
    if (told.current === key) return;
    told.current = key;
    onAnswered?.(question, state.selected === question.correct_answer);
  }, [state.phase, state.run, state.index, state.selected, question, onAnswered]);

  // Each question (and the results) starts at the top, whatever the last feedback scrolled to.
  const finished = state.phase === 'finished';
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [state.index, state.run, finished]);

  // A new question takes the focus the Next button had (it is gone), so it is read out and Tab reaches the choices.
  const questionRef = useRef<HTMLHeadingElement>(null);
  const showingQuestion = state.phase !== 'intro' && state.phase !== 'finished';
  useEffect(() => {
    if (!showingQuestion) return;
    const active = document.activeElement;
    if (!active || active === document.body) questionRef.current?.focus({ preventScroll: true });
  }, [showingQuestion, state.index, state.run]);

  const tryAgain = () => {
    highScore.beginRun();
    quiz.restart();
  };

  if (state.phase === 'finished') {
    return (
      <div className="solo solo--results">
        <ResultsScreen
          title={title}
          score={state.score}
          total={total}
          previousBest={highScore.previousBest}
          onTryAgain={tryAgain}
          onShare={onShare}
          onSave={onSave}
          onNewQuiz={onNewQuiz}
        />
      </div>
    );
  }

  if (!question) return null;
  const number = state.index + 1;
  const showQuestion = state.phase !== 'intro';
  const ringFraction = state.timeLeftMs / (state.extraTimeUsed ? EXTRA_TIME_MS : QUESTION_TIME_MS);

  return (
    <div className="solo">
      <SoloAnnouncer
        phase={state.phase}
        question={question}
        number={number}
        total={total}
        selected={state.selected}
        secondsLeft={quiz.secondsLeft}
        paused={state.paused}
      />
      <div className="solo__game" inert={state.paused}>
        <header className="solo__header">
          <div className="solo__heading">
            <p className="solo__title truncate">{title}</p>
            <p className="solo__progress-label">
              Question {number} of {total}
            </p>
          </div>
          <p className="solo__score" aria-live="polite">
            Score: <strong>{state.score}</strong>
          </p>
          <button
            type="button"
            className="btn btn--secondary btn--icon solo__pause"
            onClick={quiz.pause}
            aria-label="Pause quiz"
            title="Pause (P)"
          >
            <span aria-hidden="true">❚❚</span>
          </button>
        </header>
        <div
          className="progress progress--thin solo__progress"
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={state.index}
        >
          <div className="progress__bar" style={{ width: `${(state.index / total) * 100}%` }} />
        </div>

        <section className="solo__card card" aria-label={`Question ${number}`}>
          {showQuestion ? (
            <>
              <div className="solo__question-row">
                <h2 ref={questionRef} className="solo__question" tabIndex={-1} dir="auto">
                  {question.question}
                </h2>
                <CountdownTimer seconds={quiz.secondsLeft} fraction={ringFraction} level={quiz.timerLevel} />
              </div>
              <ReadAloudButton question={question.question} choices={question.choices} className="btn btn--ghost btn--small solo__read-aloud" />
              <ChoiceList
                question={question}
                selected={state.selected}
                locked={state.phase !== 'answering'}
                revealCorrect={state.phase === 'feedback'}
                onPick={quiz.answer}
              />
              {state.phase === 'timeUp' && (
                <TimeUpPanel extraTimeUsed={state.extraTimeUsed} onReveal={quiz.reveal} onAddTime={quiz.addTime} />
              )}
              {state.phase === 'feedback' && (
                <FeedbackPanel
                  question={question}
                  selected={state.selected}
                  isLastQuestion={quiz.isLastQuestion}
                  onNext={quiz.next}
                />
              )}
              <p className="solo__keys muted text-small">
                Keys: 1–{question.choices.length} or A–{'ABCDEF'[question.choices.length - 1]} to answer, Enter for next,
                P to pause
              </p>
            </>
          ) : (
            <QuestionIntro number={number} total={total} />
          )}
        </section>
      </div>

      {state.paused && <PauseMenu onResume={quiz.resume} onStartOver={tryAgain} onHome={onHome} />}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';

import { AnswerSource } from '@/components/answer-source/answer-source';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { errorStatus, serverErrorMessage } from '@/lib/api-client';
import { LiveAnnouncer, useTimeAnnouncements } from '@/components/ui/live-announcer';
import { ReadAloudButton } from '@/components/ui/read-aloud-button';
import { questionAnnouncement } from '@/lib/announcements';
import { readAloudStop } from '@/lib/read-aloud';

import {
  answerQuestion,
  getHomework,
  getPupilState,
  joinHomework,
  type HomeworkAnswer,
  type HomeworkPublic,
  type HomeworkState,
} from '@/features/homework/api/homework';
import { formatDue, timerLabel } from '@/features/homework/lib/format';
import { homeworkSessions } from '@/features/homework/lib/homework-session';

export const PENDING_POLL_MS = 3000;
const NAME_MAX = 20;

type Screen =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'join' }
  | { kind: 'state'; state: HomeworkState }
  | { kind: 'result'; state: HomeworkState; result: HomeworkAnswer }
  | { kind: 'closed'; message: string };

function closedMessage(info: HomeworkPublic | null): string {
  return info ? `This homework is closed: it was due ${formatDue(info.due_at)}.` : 'This homework is closed.';
}

/**
 * /homework/:code: a pupil gives a name and plays alone, one question at a time, with the homework's timer
 * or none. The token for this code stays on the device, so a later visit carries on where it stopped.
 */
export function HomeworkPlayScreen() {
  const { code: rawCode = '' } = useParams();
  const code = rawCode.toUpperCase();
  const [info, setInfo] = useState<HomeworkPublic | null>(null);
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const [announcement, setAnnouncement] = useState('');

  const showState = useCallback(
    (state: HomeworkState) => {
      setScreen({ kind: 'state', state });
      if (state.status === 'playing' && state.question) {
        const number = (state.question_index ?? 0) + 1;
        setAnnouncement(questionAnnouncement(number, state.total_questions ?? 0, state.question.question, state.question.choices));
      } else if (state.status === 'finished') {
        setAnnouncement(`Finished. You got ${state.correct_answers} of ${state.total_questions} right.`);
      }
    },
    [],
  );

  const refresh = useCallback(async () => {
    const token = homeworkSessions.get(code);
    if (!token) {
      setScreen({ kind: 'join' });
      return;
    }
    try {
      showState(await getPupilState(code, token));
    } catch (failure) {
      if (errorStatus(failure) === 404) {
        homeworkSessions.clear(code);
        setScreen({ kind: 'join' });
      } else {
        setScreen({ kind: 'missing', message: serverErrorMessage(failure) ?? 'Could not reach the server. Please reload.' });
      }
    }
  }, [code, showState]);

  useEffect(() => {
    let stale = false;
    getHomework(code).then(
      (found) => {
        if (stale) return;
        setInfo(found);
        if (found.closed && !homeworkSessions.get(code)) setScreen({ kind: 'closed', message: closedMessage(found) });
        else void refresh();
      },
      (failure: unknown) => {
        if (!stale) setScreen({ kind: 'missing', message: serverErrorMessage(failure) ?? 'Homework not found. Please check the code.' });
      },
    );
    return () => {
      stale = true;
    };
  }, [code, refresh]);

  const pending = screen.kind === 'state' && screen.state.status === 'pending';
  useEffect(() => {
    if (!pending) return undefined;
    const timer = window.setInterval(() => void refresh(), PENDING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, refresh]);

  const answer = async (state: HomeworkState, choice: string) => {
    const token = homeworkSessions.get(code);
    if (!token) return;
    try {
      const result = await answerQuestion(code, token, state.question_index ?? 0, choice);
      setScreen({ kind: 'result', state, result });
      setAnnouncement(resultSentence(result));
    } catch (failure) {
      if (errorStatus(failure) === 410) setScreen({ kind: 'closed', message: serverErrorMessage(failure) ?? closedMessage(info) });
      else void refresh();
    }
  };

  return (
    <main className="page hw-page hw-play">
      <div className="container container--narrow">
        <LiveAnnouncer text={announcement} testId="hw-announcer" />
        {info && (
          <PageHeader
            title={info.quiz_title}
            subtitle={`Homework · ${info.total_questions} questions · ${timerLabel(info.time_per_question)} · ${info.closed ? 'was due' : 'due'} ${formatDue(info.due_at)}`}
          />
        )}
        {screen.kind === 'loading' && <p>Loading...</p>}
        {screen.kind === 'missing' && <Alert>{screen.message}</Alert>}
        {screen.kind === 'closed' && (
          <div className="card hw-closed" role="status">
            <h2 className="card__title">Homework closed</h2>
            <p>{screen.message}</p>
          </div>
        )}
        {screen.kind === 'join' && <JoinForm code={code} onJoined={() => void refresh()} onClosed={() => setScreen({ kind: 'closed', message: closedMessage(info) })} />}
        {screen.kind === 'state' && (
          <StateView state={screen.state} onAnswer={(choice) => void answer(screen.state, choice)} onAnnounce={setAnnouncement} />
        )}
        {screen.kind === 'result' && <ResultView state={screen.state} result={screen.result} onNext={() => void refresh()} />}
      </div>
    </main>
  );
}

function resultSentence(result: HomeworkAnswer): string {
  if (result.is_correct) return 'Correct!';
  if (!result.answered) return `Time's up. The answer was ${result.correct_answer}.`;
  return `Not quite. The answer was ${result.correct_answer}.`;
}

function JoinForm({ code, onJoined, onClosed }: { code: string; onJoined: () => void; onClosed: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if ([...trimmed].length < 3) {
      setError('Name must be at least 3 characters');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const joined = await joinHomework(code, trimmed, homeworkSessions.get(code));
      homeworkSessions.set(code, joined.player_token);
      onJoined();
    } catch (failure) {
      if (errorStatus(failure) === 410) onClosed();
      setError(serverErrorMessage(failure) ?? 'Could not join. Please try again.');
      setBusy(false);
    }
  };

  return (
    <form className="card stack hw-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Your name" value={name} onValueChange={setName} error={error} maxLength={NAME_MAX * 4} autoComplete="nickname" dir="auto" placeholder="3 to 20 characters" />
      <BusyButton type="submit" className="btn btn--primary btn--large btn--block" busy={busy} busyLabel="Starting..." disabled={busy}>
        Start Homework
      </BusyButton>
    </form>
  );
}

function useSecondsLeft(state: HomeworkState): number | null {
  const offset = useRef(state.server_time - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    offset.current = state.server_time - Date.now();
    if (!state.deadline) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [state]);
  if (!state.deadline) return null;
  return Math.max(0, Math.ceil((state.deadline - (now + offset.current)) / 1000));
}

interface QuestionProps {
  state: HomeworkState;
  onAnswer: (choice: string) => void;
  /** Says something to screen readers through the page's live region. */
  onAnnounce: (text: string) => void;
}

function StateView({ state, onAnswer, onAnnounce }: QuestionProps) {
  if (state.status === 'pending') {
    return (
      <div className="card hw-waiting" role="status">
        <h2 className="card__title">Waiting for your teacher</h2>
        <p>{state.message}</p>
      </div>
    );
  }
  if (state.status === 'finished' || state.status === 'closed') {
    return (
      <div className="card hw-done" role="status">
        <h2 className="card__title">{state.status === 'finished' ? 'Homework done!' : 'Homework closed'}</h2>
        <p className="hw-score">
          <bdi dir="auto">{state.name}</bdi>, you got {state.correct_answers} of {state.total_questions} right.
        </p>
        {state.status === 'closed' && <p>The due date has passed, so no more answers are taken.</p>}
      </div>
    );
  }
  return <QuestionView state={state} onAnswer={onAnswer} onAnnounce={onAnnounce} />;
}

function QuestionView({ state, onAnswer, onAnnounce }: QuestionProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(state);
  const timedOut = useRef(false);
  useTimeAnnouncements(secondsLeft, chosen === null, onAnnounce);
  useEffect(() => {
    if (secondsLeft === 0 && chosen === null && !timedOut.current) {
      timedOut.current = true;
      onAnswer('');
    }
  }, [secondsLeft, chosen, onAnswer]);
  const question = state.question;
  if (!question) return null;
  const pick = (choice: string) => {
    if (chosen !== null) return;
    readAloudStop();
    setChosen(choice);
    onAnswer(choice);
  };
  return (
    <section className="card hw-question" aria-labelledby="hw-question-text">
      <div className="hw-question__meta">
        <span>
          Question {(state.question_index ?? 0) + 1} of {state.total_questions}
        </span>
        {secondsLeft !== null && (
          <span className="hw-timer">
            {secondsLeft} s left
          </span>
        )}
      </div>
      <h2 id="hw-question-text" className="hw-question__text" dir="auto">
        {question.question}
      </h2>
      <ReadAloudButton question={question.question} choices={question.choices} className="btn btn--ghost btn--small hw-read-aloud" />
      <div className="hw-choices" role="group" aria-label="Choices">
        {question.choices.map((choice) => (
          <button key={choice} type="button" className="btn btn--secondary hw-choice" dir="auto" disabled={chosen !== null} aria-pressed={chosen === choice} onClick={() => pick(choice)}>
            {choice}
          </button>
        ))}
      </div>
    </section>
  );
}

function ResultView({ state, result, onNext }: { state: HomeworkState; result: HomeworkAnswer; onNext: () => void }) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  return (
    <section className={`card hw-result ${result.is_correct ? 'hw-result--right' : 'hw-result--wrong'}`} aria-labelledby="hw-result-title">
      <h2 id="hw-result-title" className="card__title">
        {result.is_correct ? 'Correct!' : result.answered ? 'Not quite' : "Time's up"}
      </h2>
      <p dir="auto" className="hw-result__question">
        {state.question?.question}
      </p>
      {!result.is_correct && (
        <p>
          The answer was <bdi dir="auto">{result.correct_answer}</bdi>.
        </p>
      )}
      <AnswerSource answer={result.correct_answer} explanation={result.explanation} source={result.source} />
      <p>
        {result.correct_answers} of {state.total_questions} right so far.
      </p>
      <button ref={next} type="button" className="btn btn--primary btn--large btn--block" onClick={onNext}>
        {result.finished ? 'See my result' : 'Next question'}
      </button>
    </section>
  );
}

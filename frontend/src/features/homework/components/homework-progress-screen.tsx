import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { SignInPage } from '@/features/homework/components/sign-in-page';
import { QrCode } from '@/components/ui/qr-code';
import { paths } from '@/config/paths';
import { serverErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

import { allowRejoin, getHomeworkProgress, type HomeworkProgress } from '@/features/homework/api/homework';
import { formatDue, timerLabel } from '@/features/homework/lib/format';

export const PROGRESS_POLL_MS = 3000;

/**
 * /homework/:code/progress: the owner's view of one homework: the code, link and QR to hand out, who has
 * joined and who has finished (polled, live), devices asking to be let in, and the results once there are.
 */
export function HomeworkProgressScreen() {
  const { code = '' } = useParams();
  const { isLoggedIn } = useAuth();
  const [progress, setProgress] = useState<HomeworkProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setProgress(await getHomeworkProgress(code));
      setError(null);
    } catch (failure) {
      setError(serverErrorMessage(failure) ?? 'Could not load this homework. Retrying...');
    }
  }, [code]);

  useEffect(() => {
    if (!isLoggedIn) return undefined;
    void load();
    const timer = window.setInterval(() => void load(), PROGRESS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [isLoggedIn, load]);

  if (!isLoggedIn) return <SignInPage title="Homework" subtitle="Please log in to see your homework." />;
  if (!progress) {
    return (
      <main className="page hw-page">
        <div className="container container--narrow">{error ? <Alert>{error}</Alert> : <p>Loading...</p>}</div>
      </main>
    );
  }

  const letIn = async (requestId: number) => {
    try {
      await allowRejoin(code, requestId);
    } catch (failure) {
      setError(serverErrorMessage(failure) ?? 'Could not let them in. Please try again.');
    }
    void load();
  };

  return (
    <main className="page hw-page">
      <div className="container">
        <PageHeader
          title={progress.quiz_title}
          subtitle={
            <>
              Homework {progress.closed ? 'closed' : 'due'} <time dateTime={progress.due_at}>{formatDue(progress.due_at)}</time> ·{' '}
              {timerLabel(progress.time_per_question)} · {progress.total_questions} questions
            </>
          }
        />
        {error && <Alert>{error}</Alert>}
        <div className="hw-progress">
          <section className="card hw-share" aria-label="Share the homework">
            <p className="hw-share__label">Code</p>
            <p className="hw-code" aria-label={`Code ${progress.code.split('').join(' ')}`}>
              {progress.code}
            </p>
            <p className="hw-share__label">Link</p>
            <p className="hw-link">
              <a href={progress.link}>{progress.link}</a>
            </p>
            <QrCode className="hw-qr" value={progress.link} label={`QR code for ${progress.link}`} />
          </section>
          <section className="card hw-pupils" aria-labelledby="hw-pupils-title">
            <h2 id="hw-pupils-title" className="card__title">
              {progress.finished} of {progress.pupils} finished
            </h2>
            {progress.requests.length > 0 && (
              <ul className="hw-requests" aria-live="polite">
                {progress.requests.map((request) => (
                  <li key={request.request_id} className="hw-request">
                    <span>
                      <bdi dir="auto">{request.name}</bdi> wants to continue on another device.
                    </span>
                    <button type="button" className="btn btn--primary btn--small" onClick={() => void letIn(request.request_id)}>
                      Let in <bdi dir="auto">{request.name}</bdi>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {progress.pupils_progress.length === 0 ? (
              <p>No one has started yet.</p>
            ) : (
              <table className="hw-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Answered</th>
                    <th scope="col">Correct</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {progress.pupils_progress.map((pupil) => (
                    <tr key={pupil.id}>
                      <td dir="auto">{pupil.name}</td>
                      <td>
                        {pupil.answered}/{progress.total_questions}
                      </td>
                      <td>{pupil.correct_answers}</td>
                      <td>{pupil.finished ? 'Finished' : 'In progress'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Link className="btn btn--secondary" to={paths.multiplayerGame.getHref(String(progress.game_id))}>
              Results, report and CSV
            </Link>
          </section>
        </div>
      </div>
    </main>
  );
}

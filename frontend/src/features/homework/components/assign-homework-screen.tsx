import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { SignInPage } from '@/features/homework/components/sign-in-page';
import { paths } from '@/config/paths';
import { serverErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

import { assignHomework } from '@/features/homework/api/homework';
import { defaultDue, TIMER_CHOICES, timerLabel } from '@/features/homework/lib/format';

/** /homework/new/:quizId: the owner of a saved quiz sets it as homework with a due date and a timer or none. */
export function AssignHomeworkScreen() {
  const { quizId = '' } = useParams();
  const navigate = useNavigate();
  const title = (useLocation().state as { title?: unknown } | null)?.title;
  const { isLoggedIn } = useAuth();
  const [due, setDue] = useState(defaultDue);
  const [timer, setTimer] = useState('none');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const dueDate = new Date(due);
    if (!due || Number.isNaN(dueDate.getTime())) {
      setError('Please choose a due date and time.');
      return;
    }
    setBusy(true);
    try {
      const made = await assignHomework({
        quiz_id: Number(quizId),
        due_at: dueDate.toISOString(),
        time_per_question: timer === 'none' ? null : Number(timer),
      });
      navigate(paths.homeworkProgress.getHref(made.code));
    } catch (failure) {
      setError(serverErrorMessage(failure) ?? 'Could not assign the homework. Please try again.');
      setBusy(false);
    }
  };

  if (!isLoggedIn) return <SignInPage title="Assign as Homework" subtitle="Please log in to assign your quizzes." />;

  return (
    <main className="page hw-page">
      <div className="container container--narrow">
        {typeof title === 'string' && (
          <p className="hw-assign__quiz" dir="auto">
            {title}
          </p>
        )}
        <PageHeader
          title="Assign as Homework"
          subtitle="Pupils open the link or type the code before the due date, give a name and play alone at their own pace. Scored by accuracy."
        />
        <form className="card stack hw-form" onSubmit={(event) => void submit(event)} noValidate>
          <Field label="Due date and time">
            {(control) => (
              <input {...control} className="input" type="datetime-local" value={due} onChange={(event) => setDue(event.target.value)} required />
            )}
          </Field>
          <Field label="Timer">
            {(control) => (
              <select {...control} className="input" value={timer} onChange={(event) => setTimer(event.target.value)}>
                <option value="none">{timerLabel(null)}</option>
                {TIMER_CHOICES.map((seconds) => (
                  <option key={seconds} value={String(seconds)}>
                    {timerLabel(seconds)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {error && <Alert>{error}</Alert>}
          <BusyButton type="submit" className="btn btn--primary btn--large btn--block" busy={busy} busyLabel="Assigning..." disabled={busy}>
            Assign Homework
          </BusyButton>
          <p className="form-footer mb-0">
            <Link to={paths.savedQuizzes.getHref()}>Back to My Quizzes</Link>
          </p>
        </form>
      </div>
    </main>
  );
}

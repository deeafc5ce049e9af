import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { listHomework, type HomeworkSummary } from '@/features/homework/api/homework';
import { CODE_LENGTH, formatDue, normalizeCode } from '@/features/homework/lib/format';

/** /homework: a pupil types a code; a signed-in teacher also sees the homework it has set. */
export function HomeworkHubScreen() {
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [mine, setMine] = useState<HomeworkSummary[] | null>(null);

  useEffect(() => {
    if (!isLoggedIn) return;
    listHomework().then(setMine, () => setMine([]));
  }, [isLoggedIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      setError(`The code has ${CODE_LENGTH} characters.`);
      return;
    }
    navigate(paths.homeworkPlay.getHref(code));
  };

  return (
    <main className="page hw-page">
      <div className="container container--narrow">
        <PageHeader title="Homework" subtitle="Type the code your teacher gave you." />
        <form className="card stack hw-form" onSubmit={submit} noValidate>
          <TextField
            label="Homework code"
            value={code}
            onValueChange={(value) => setCode(normalizeCode(value))}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABC234"
          />
          <button type="submit" className="btn btn--primary btn--large btn--block">
            Open Homework
          </button>
        </form>
        {mine && mine.length > 0 && (
          <section className="card hw-mine" aria-labelledby="hw-mine-title">
            <h2 id="hw-mine-title" className="card__title">
              Homework you set
            </h2>
            <ul className="hw-mine__list">
              {mine.map((homework) => (
                <li key={homework.code}>
                  <Link to={paths.homeworkProgress.getHref(homework.code)}>
                    <bdi dir="auto">{homework.quiz_title}</bdi> ({homework.code})
                  </Link>{' '}
                  · {homework.closed ? 'closed' : 'due'} {formatDue(homework.due_at)} · {homework.finished} of {homework.pupils} finished
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}

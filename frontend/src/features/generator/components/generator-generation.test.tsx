import { act, fireEvent, screen } from '@testing-library/react';

import { makeFile, renderGenerator, sampleQuestions } from '@/features/generator/testing/render-generator';
import type { GenerationJob } from '@/features/generator/types';
import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi, sequence, type Handler, type MockApi, type Reply } from '@/testing/mock-api';

let server: MockApi;

const JOB_PATH = '/api/generation-jobs/job-7/';
const jobPolls = () => server.callsTo('GET', JOB_PATH);

function startApi({ create, poll }: { create?: Handler; poll?: Handler }) {
  const user = makeUser({ subscription_plan: 'free' });
  server = mockApi()
    .on('GET', '/api/profile/', { status: 200, data: user })
    .on('POST', '/api/generation-jobs/', create ?? (() => ({ status: 202, data: { id: 'job-7' } })))
    .on('GET', JOB_PATH, poll ?? (() => ({ status: 200, data: job('queued', 0) })));
  seedSession(user);
}

function job(status: GenerationJob['status'], progress: number, extra: Partial<GenerationJob> = {}): GenerationJob {
  return {
    id: 'job-7',
    status,
    progress,
    num_questions: 5,
    questions: [],
    error: null,
    message: null,
    waiting_seconds: null,
    cancel_requested: false,
    ...extra,
  };
}

const reply = (data: GenerationJob): Reply => ({ status: 200, data });

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function startGenerating() {
  const view = await renderGenerator();
  fireEvent.change(screen.getByLabelText('Document file'), { target: { files: [makeFile('Cell Biology.pdf')] } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Quiz' }));
  await advance(0);
  return view;
}

beforeEach(() => vi.useFakeTimers());

describe('generation progress', () => {
  it('polls the job and shows each stage with its percent, then the result', async () => {
    startApi({
      poll: sequence(
        reply(job('queued', 0)),
        reply(job('extracting', 0.2)),
        reply(job('generating', 0.64)),
        reply(job('done', 1, { questions: sampleQuestions, message: 'Generated 2 questions from 3 pages.' })),
      ),
    });
    await startGenerating();

    expect(screen.getByRole('button', { name: 'Generating Quiz...' })).toBeDisabled();
    expect(jobPolls()).toHaveLength(0);

    await advance(700);
    expect(jobPolls()).toHaveLength(1);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    await advance(700);
    expect(screen.getByText('Reading your document...')).toBeInTheDocument();
    expect(screen.getByText('20%')).toBeInTheDocument();

    await advance(700);
    expect(screen.getByText('Writing questions...')).toBeInTheDocument();
    expect(screen.getByText('64%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');

    await advance(700);
    expect(jobPolls()).toHaveLength(4);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quiz Generated Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Generated 2 questions from 3 pages.')).toBeInTheDocument();
    expect(screen.getByText('Cell Biology')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Quiz' })).toBeEnabled();

    await advance(5000);
    expect(jobPolls()).toHaveLength(4);
  });

  it('uploads the document itself to the job', async () => {
    startApi({});
    await startGenerating();
    const body = server.callsTo('POST', '/api/generation-jobs/')[0].body as FormData;
    expect((body.get('file') as File).name).toBe('Cell Biology.pdf');
  });

  it('shows the default success message when the job has none', async () => {
    startApi({ poll: () => reply(job('done', 1, { questions: sampleQuestions })) });
    await startGenerating();
    await advance(700);
    expect(screen.getByText('Successfully generated questions.')).toBeInTheDocument();
  });

  it('shows a fallback message as a warning, not as a success', async () => {
    const note = 'The AI server was too slow, so 3 of these 5 questions come from the built-in generator.';
    startApi({ poll: () => reply(job('done', 1, { questions: sampleQuestions, message: note })) });
    await startGenerating();
    await advance(700);
    expect(screen.getByText(note)).toHaveClass('alert--warning');
  });

  it('shows a queued job cancelled before it started as information, not as an error', async () => {
    const cancelled = 'Generation was cancelled before any question was written.';
    startApi({ poll: () => reply(job('failed', 0, { error: cancelled, cancel_requested: true })) });
    await startGenerating();
    await advance(700);
    expect(screen.getByText(cancelled)).toHaveClass('alert--info');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how long a slow AI server has kept the job waiting', async () => {
    startApi({
      poll: sequence(
        reply(job('generating', 0.3, { waiting_seconds: 2 })),
        reply(job('generating', 0.3, { waiting_seconds: 17 })),
      ),
    });
    await startGenerating();

    await advance(700);
    expect(screen.getByText('Writing questions...')).toBeInTheDocument();
    await advance(700);
    expect(screen.getByText('Waiting for the AI server (17 s)')).toBeInTheDocument();
  });

  it('cancels a running job and offers the questions it kept', async () => {
    const kept = 'Generation was cancelled: 2 of the 5 questions were written before it stopped.';
    startApi({
      poll: sequence(
        reply(job('generating', 0.4, { waiting_seconds: 12 })),
        reply(job('generating', 0.4, { waiting_seconds: 13, cancel_requested: true })),
        reply(job('done', 1, { questions: sampleQuestions, message: kept, cancel_requested: true })),
      ),
    });
    server.on('POST', '/api/generation-jobs/job-7/cancel/', () =>
      reply(job('generating', 0.4, { cancel_requested: true })),
    );
    await startGenerating();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await advance(700);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await advance(0);
    expect(server.callsTo('POST', '/api/generation-jobs/job-7/cancel/')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(screen.getByText('Stopping, keeping the questions written so far...')).toBeInTheDocument();

    await advance(1400);
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quiz Generated Successfully!' })).toBeInTheDocument();
    expect(screen.getByText(kept)).toHaveClass('alert--info');
  });

  it('asks the server to stop a running job when the screen goes away', async () => {
    startApi({ poll: () => reply(job('generating', 0.3)) });
    server.on('POST', '/api/generation-jobs/job-7/cancel/', () => ({ status: 500, data: {} }));
    const { unmount } = await startGenerating();
    await advance(700);
    expect(server.callsTo('POST', '/api/generation-jobs/job-7/cancel/')).toHaveLength(0);

    unmount();
    await advance(0);

    expect(server.callsTo('POST', '/api/generation-jobs/job-7/cancel/')).toHaveLength(1);
  });

  it('stops polling when the screen goes away', async () => {
    startApi({});
    const { unmount } = await startGenerating();
    await advance(1400);
    expect(jobPolls()).toHaveLength(2);
    unmount();
    await advance(7000);
    expect(jobPolls()).toHaveLength(2);
  });
});

describe('generation errors', () => {
  it('tells a free user who already holds a quiz to upgrade', async () => {
    startApi({
      create: () => ({
        status: 403,
        data: { error: 'Free users can only create 1 quiz. Please upgrade for more.', details: {} },
      }),
    });
    await startGenerating();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Free users can only create 1 quiz. Please upgrade for more.',
    );
    expect(screen.getByRole('button', { name: 'Generate Quiz' })).toBeEnabled();
  });

  it("shows the server's sentence after 'Error: '", async () => {
    startApi({ create: () => ({ status: 413, data: { error: 'The file is larger than 20 MB.', details: {} } }) });
    await startGenerating();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error: The file is larger than 20 MB\.$/);
  });

  it("says 'Unknown error' when the server gives no sentence", async () => {
    startApi({ create: () => ({ status: 500, data: '<html>Server Error</html>' }) });
    await startGenerating();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error: Unknown error$/);
  });

  it("reports a failed job's error", async () => {
    startApi({
      poll: sequence(
        reply(job('extracting', 0.1)),
        reply(job('failed', 0.1, { error: 'This PDF is encrypted; remove the password and try again.' })),
      ),
    });
    await startGenerating();
    await advance(1400);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Error: This PDF is encrypted; remove the password and try again\.$/,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reports a finished job without questions', async () => {
    startApi({ poll: () => reply(job('done', 1, { questions: [] })) });
    await startGenerating();
    await advance(700);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate questions: No questions received.');
    expect(screen.queryByRole('heading', { name: 'Quiz Generated Successfully!' })).not.toBeInTheDocument();
  });
});

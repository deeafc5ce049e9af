import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, settle } from '@/testing/render';

import type { HomeworkProgress, HomeworkPublic, HomeworkState } from '@/features/homework/api/homework';
import { AssignHomeworkScreen } from '@/features/homework/components/assign-homework-screen';
import { HomeworkPlayScreen } from '@/features/homework/components/homework-play-screen';
import { HomeworkProgressScreen } from '@/features/homework/components/homework-progress-screen';

const PUBLIC: HomeworkPublic = {
  code: 'ABC234',
  quiz_title: 'Cells',
  total_questions: 2,
  time_per_question: null,
  due_at: '2030-01-10T17:00:00Z',
  closed: false,
};

const question = (index: number, text: string, choices: string[]): HomeworkState => ({
  status: 'playing',
  name: 'مريم',
  quiz_title: 'Cells',
  question_index: index,
  total_questions: 2,
  time_per_question: null,
  question: { question: text, choices },
  deadline: null,
  server_time: Date.now(),
  correct_answers: index,
  total_answers: index,
  due_at: PUBLIC.due_at,
});

const renderPlay = () => renderWithProviders(<HomeworkPlayScreen />, { route: '/homework/ABC234', path: '/homework/:code' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a pupil doing homework', () => {
  it('joins with a name, hears each question and result, and sees the score at the end', async () => {
    const states = [
      question(0, 'Powerhouse of the cell?', ['Mitochondria', 'Nucleus']),
      question(1, 'ما هي الخلية؟', ['Unit of life', 'A planet']),
      { ...question(2, '', []), status: 'finished' as const, question: null, correct_answers: 1, total_answers: 2 },
    ];
    const api = mockApi()
      .on('GET', '/api/homework/ABC234/', { status: 200, data: PUBLIC })
      .on('POST', '/api/homework/ABC234/join/', { status: 200, data: { player_token: 'tok-1', pending: false, message: '' } })
      .on('POST', '/api/homework/ABC234/state/', () => ({ status: 200, data: states.shift() }))
      .on('POST', '/api/homework/ABC234/answer/', (request) => {
        const index = (request.body as { question_index: number }).question_index;
        return {
          status: 200,
          data: {
            question_index: index,
            answered: true,
            is_correct: index === 0,
            correct_answer: index === 0 ? 'Mitochondria' : 'Unit of life',
            source: null,
            explanation: null,
            finished: index === 1,
            correct_answers: 1,
          },
        };
      });
    renderPlay();
    await settle();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'مريم' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Homework' }));
    await settle();
    expect(localStorage.getItem('quizforge.homework.ABC234')).toBe('tok-1');
    const announcer = screen.getByTestId('hw-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('Question 1 of 2: Powerhouse of the cell? Choices: Mitochondria, Nucleus.');
    fireEvent.click(screen.getByRole('button', { name: 'Mitochondria' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(announcer).toHaveTextContent('Correct!');
    expect(api.callsTo('POST', '/api/homework/ABC234/answer/')[0].body).toEqual({ player_token: 'tok-1', question_index: 0, answer: 'Mitochondria' });
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'ما هي الخلية؟' })).toHaveAttribute('dir', 'auto');
    fireEvent.click(screen.getByRole('button', { name: 'A planet' }));
    await settle();
    expect(announcer).toHaveTextContent('Not quite. The answer was Unit of life.');
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    await settle();
    expect(screen.getByText(/you got 1 of 2 right/)).toBeInTheDocument();
    expect(announcer).toHaveTextContent('Finished. You got 1 of 2 right.');
  });

  it('comes back to where it was on the same device, without giving the name again', async () => {
    localStorage.setItem('quizforge.homework.ABC234', 'tok-1');
    const api = mockApi()
      .on('GET', '/api/homework/ABC234/', { status: 200, data: PUBLIC })
      .on('POST', '/api/homework/ABC234/state/', { status: 200, data: question(1, 'Second?', ['a', 'b']) });
    renderPlay();
    await settle();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/homework/ABC234/state/')[0].body).toEqual({ player_token: 'tok-1' });
  });

  it('reads the question and its choices aloud with the browser speech synthesis', async () => {
    const spoken: string[] = [];
    const speak = vi.fn((utterance: { text: string }) => spoken.push(utterance.text));
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn() });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(public text: string) {}
      },
    );
    localStorage.setItem('quizforge.homework.ABC234', 'tok-1');
    mockApi()
      .on('GET', '/api/homework/ABC234/', { status: 200, data: PUBLIC })
      .on('POST', '/api/homework/ABC234/state/', { status: 200, data: question(0, 'First?', ['a', 'b']) });
    renderPlay();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken).toEqual(['First?', 'a', 'b']);
  });

  it('waits for the teacher when its name is playing on another device', async () => {
    mockApi()
      .on('GET', '/api/homework/ABC234/', { status: 200, data: PUBLIC })
      .on('POST', '/api/homework/ABC234/join/', { status: 202, data: { player_token: 'tok-2', pending: true, message: 'Waiting for the teacher.' } })
      .on('POST', '/api/homework/ABC234/state/', { status: 200, data: { status: 'pending', message: 'Waiting for the teacher to let you in.', server_time: 1 } });
    renderPlay();
    await settle();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Homework' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Waiting for your teacher' })).toBeInTheDocument();
  });

  it('announces the time left at 10 seconds', async () => {
    localStorage.setItem('quizforge.homework.ABC234', 'tok-1');
    const now = Date.now();
    const timed = { ...question(0, 'Timed?', ['a', 'b']), time_per_question: 10, deadline: now + 10_400, server_time: now };
    mockApi()
      .on('GET', '/api/homework/ABC234/', { status: 200, data: { ...PUBLIC, time_per_question: 10 } })
      .on('POST', '/api/homework/ABC234/state/', { status: 200, data: timed });
    renderPlay();
    await settle();
    await waitFor(() => expect(screen.getByTestId('hw-announcer')).toHaveTextContent('10 seconds left'), { timeout: 2000 });
    expect(screen.getByText('10 s left')).toBeInTheDocument();
  });

  it('counts a question as missed when its time runs out', async () => {
    localStorage.setItem('quizforge.homework.ABC234', 'tok-1');
    const now = Date.now();
    const api = mockApi()
      .on('GET', '/api/homework/ABC234/', { status: 200, data: PUBLIC })
      .on('POST', '/api/homework/ABC234/state/', { status: 200, data: { ...question(0, 'Quick?', ['a', 'b']), deadline: now + 900, server_time: now } })
      .on('POST', '/api/homework/ABC234/answer/', {
        status: 200,
        data: { question_index: 0, answered: false, is_correct: false, correct_answer: 'a', source: null, explanation: null, finished: false, correct_answers: 0 },
      });
    renderPlay();
    await settle();
    await waitFor(() => expect(screen.getByRole('heading', { name: "Time's up" })).toBeInTheDocument(), { timeout: 3000 });
    expect(api.callsTo('POST', '/api/homework/ABC234/answer/').map((call) => call.body)).toEqual([{ player_token: 'tok-1', question_index: 0, answer: '' }]);
    expect(screen.getByTestId('hw-announcer')).toHaveTextContent("Time's up. The answer was a.");
  });

  it('says the homework is closed after its due date', async () => {
    mockApi().on('GET', '/api/homework/ABC234/', { status: 200, data: { ...PUBLIC, closed: true } });
    renderPlay();
    await settle();
    expect(screen.getByRole('heading', { name: 'Homework closed' })).toBeInTheDocument();
    expect(screen.getByText(/This homework is closed: it was due/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('says so when an answer comes after the due date', async () => {
    localStorage.setItem('quizforge.homework.ABC234', 'tok-1');
    mockApi()
      .on('GET', '/api/homework/ABC234/', { status: 200, data: PUBLIC })
      .on('POST', '/api/homework/ABC234/state/', { status: 200, data: question(0, 'First?', ['a', 'b']) })
      .on('POST', '/api/homework/ABC234/answer/', { status: 410, data: { error: 'This homework is closed: it was due on 2030-01-10 17:00 UTC.' } });
    renderPlay();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    await settle();
    expect(screen.getByText('This homework is closed: it was due on 2030-01-10 17:00 UTC.')).toBeInTheDocument();
  });
});

const PROGRESS: HomeworkProgress = {
  code: 'ABC234',
  link: 'http://127.0.0.1:8000/homework/ABC234',
  quiz_title: 'Cells',
  total_questions: 2,
  time_per_question: 30,
  due_at: PUBLIC.due_at,
  closed: false,
  game_id: 9,
  pupils: 2,
  finished: 1,
  pupils_progress: [
    { id: 'a', name: 'Ada', answered: 2, correct_answers: 2, finished: true, rank: 1 },
    { id: 'b', name: 'مريم', answered: 1, correct_answers: 0, finished: false, rank: 2 },
  ],
  requests: [{ request_id: 5, name: 'مريم' }],
};

describe("the teacher's homework", () => {
  it('assigns a saved quiz with a due date and no timer, then shows its page', async () => {
    seedSession(makeUser());
    const api = mockApi()
      .on('GET', '/api/profile/', { status: 200, data: makeUser() })
      .on('POST', '/api/homework/', { status: 201, data: { ...PROGRESS, pupils: 0, finished: 0 } });
    const { router } = renderWithProviders(<AssignHomeworkScreen />, {
      route: { pathname: '/homework/new/12', state: { title: 'Cells' } },
      path: '/homework/new/:quizId',
      routes: [{ path: '/homework/:code/progress', element: <p>progress page</p> }],
    });
    await settle();
    expect(screen.getByText('Cells')).toHaveAttribute('dir', 'auto');
    fireEvent.change(screen.getByLabelText('Due date and time'), { target: { value: '2030-01-10T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign Homework' }));
    await settle();
    const body = api.callsTo('POST', '/api/homework/')[0].body as Record<string, unknown>;
    expect(body.quiz_id).toBe(12);
    expect(body.time_per_question).toBeNull();
    expect(new Date(body.due_at as string).getTime()).toBe(new Date('2030-01-10T17:00').getTime());
    expect(router.state.location.pathname).toBe('/homework/ABC234/progress');
  });

  it('sees who has finished, lets a second device in with one tap, and reaches the results', async () => {
    seedSession(makeUser());
    const api = mockApi()
      .on('GET', '/api/profile/', { status: 200, data: makeUser() })
      .on('GET', '/api/homework/ABC234/progress/', { status: 200, data: PROGRESS })
      .on('POST', '/api/homework/ABC234/requests/5/allow/', { status: 204 });
    renderWithProviders(<HomeworkProgressScreen />, { route: '/homework/ABC234/progress', path: '/homework/:code/progress' });
    await settle();
    expect(screen.getByRole('heading', { name: '1 of 2 finished' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code for http:\/\/127.0.0.1:8000\/homework\/ABC234/ })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Ada2/22Finished', 'مريم1/20In progress']);
    expect(within(rows[1]).getByText('مريم')).toHaveAttribute('dir', 'auto');
    fireEvent.click(screen.getByRole('button', { name: 'Let in مريم' }));
    await settle();
    expect(api.callsTo('POST', '/api/homework/ABC234/requests/5/allow/')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Results, report and CSV' })).toHaveAttribute('href', '/multiplayer/games/9');
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeFile, renderGenerator } from '@/features/generator/testing/render-generator';
import { makeUser, PLANS, seedSession } from '@/testing/fixtures';
import { mockApi, type MockApi, type RecordedRequest } from '@/testing/mock-api';
import type { UserInfo } from '@/types/api';

let server: MockApi;

function startApi(user: UserInfo | null) {
  server = mockApi()
    .on('GET', '/api/profile/', user ? { status: 200, data: user } : { status: 401, data: { error: 'No session.' } })
    .on('POST', '/api/generation-jobs/', { status: 202, data: { id: 'job-1' } })
    .on('GET', '/api/generation-jobs/job-1/', { status: 200, data: { status: 'queued', progress: 0, questions: null, error: null } });
  if (user) seedSession(user);
}

const fileInput = () => screen.getByLabelText('Document file');
const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const generateButton = () => screen.getByRole('button', { name: 'Generate Quiz' });
const jobCreations = () => server.callsTo('POST', '/api/generation-jobs/');
const numQuestionsSent = (request: RecordedRequest) => (request.body as FormData).get('num_questions');

describe('generator screen: document', () => {
  beforeEach(() => startApi(makeUser({ subscription_plan: 'free' })));

  it('shows the title and subtitle', async () => {
    await renderGenerator();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Interactive Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Transform any document into an engaging learning experience')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeInTheDocument();
  });

  it('refuses an unsupported file type', async () => {
    await renderGenerator();
    chooseFile(makeFile('slides.key'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload a supported file type (PDF, DOC, DOCX, PPT, PPTX, or TXT)',
    );
    expect(screen.queryByText('slides.key')).not.toBeInTheDocument();
  });

  it('shows the chosen file with its size in MB, and removes it', async () => {
    await renderGenerator();
    chooseFile(makeFile('Cell Biology.pdf', 1_310_720));
    expect(screen.getByText('Cell Biology.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.25 MB')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Cell Biology.pdf' }));
    expect(screen.queryByText('Cell Biology.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('1.25 MB')).not.toBeInTheDocument();
  });

  it('clears an earlier error when a good file is chosen', async () => {
    await renderGenerator();
    chooseFile(makeFile('photo.png'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    chooseFile(makeFile('notes.txt'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
  });

  it('takes a dropped file and looks different while one is dragged over', async () => {
    await renderGenerator();
    const zone = screen.getByTestId('drop-zone');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveClass('dropzone--dragging');
    expect(within(zone).getByText('Drop your file here')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [makeFile('lecture.pptx', 3 * 1024 * 1024)] } });
    expect(zone).not.toHaveClass('dropzone--dragging');
    expect(screen.getByText('lecture.pptx')).toBeInTheDocument();
    expect(screen.getByText('3.00 MB')).toBeInTheDocument();
  });

  it('asks for a file before generating', async () => {
    await renderGenerator();
    await userEvent.click(generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file.');
    expect(jobCreations()).toHaveLength(0);
  });
});

describe('generator screen: signed out', () => {
  beforeEach(() => startApi(null));

  it('opens the sign-in modal instead of generating', async () => {
    await renderGenerator();
    chooseFile(makeFile('notes.pdf'));
    expect(screen.getByTestId('auth-modal-view')).toHaveTextContent('closed');
    await userEvent.click(generateButton());
    expect(screen.getByTestId('auth-modal-view')).toHaveTextContent('login');
    expect(jobCreations()).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('post_login_path')).toBeNull();
  });

  it("shows a visitor the free plan's count as the server publishes it", async () => {
    server.on('GET', '/api/plans/', { status: 200, data: { ...PLANS, free: { ...PLANS.free, questions_per_quiz_min: 7, questions_per_quiz_max: 7 } } });
    await renderGenerator();
    expect(await screen.findByText(/Free plan quizzes have 7 questions\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '5 (Premium)' })).toBeDisabled();
  });
});

describe('question count: free plan', () => {
  beforeEach(() => startApi(makeUser({ subscription_plan: 'free' })));

  it('offers only 5 questions, with the others locked behind an upgrade', async () => {
    await renderGenerator();
    const five = screen.getByRole('radio', { name: '5' });
    expect(five).toBeChecked();
    expect(five).toBeEnabled();
    for (const locked of ['7', '10', '15', '20']) {
      expect(screen.getByRole('radio', { name: `${locked} (Premium)` })).toBeDisabled();
    }
    expect(screen.queryByLabelText('Custom')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  });

  it('sends 5 questions', async () => {
    vi.useFakeTimers();
    try {
      await renderGenerator();
      chooseFile(makeFile('notes.pdf'));
      fireEvent.click(generateButton());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(jobCreations()).toHaveLength(1);
      expect(numQuestionsSent(jobCreations()[0])).toBe('5');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('question count: premium plan', () => {
  beforeEach(() => startApi(makeUser({ subscription_plan: 'premium' })));

  it('offers the presets and sends the chosen one', async () => {
    await renderGenerator();
    for (const preset of ['5', '7', '10', '15', '20']) {
      expect(screen.getByRole('radio', { name: preset })).toBeEnabled();
    }
    await userEvent.click(screen.getByRole('radio', { name: '15' }));
    expect(screen.getByRole('radio', { name: '15' })).toBeChecked();
    chooseFile(makeFile('notes.pdf'));
    await userEvent.click(generateButton());
    expect(jobCreations()).toHaveLength(1);
    expect(numQuestionsSent(jobCreations()[0])).toBe('15');
  });

  it('ignores custom values above 30 while typing', async () => {
    await renderGenerator();
    const custom = screen.getByLabelText('Custom');
    await userEvent.type(custom, '45');
    expect(custom).toHaveValue(4);
    await userEvent.clear(custom);
    await userEvent.type(custom, '30');
    expect(custom).toHaveValue(30);
    await userEvent.type(custom, '1');
    expect(custom).toHaveValue(30);
  });

  it('raises a custom value below 1 to 1 on blur', async () => {
    await renderGenerator();
    const custom = screen.getByLabelText('Custom');
    await userEvent.type(custom, '0');
    await userEvent.tab();
    expect(custom).toHaveValue(1);
  });

  it('refuses to generate fewer than 5 questions', async () => {
    await renderGenerator();
    chooseFile(makeFile('notes.pdf'));
    await userEvent.type(screen.getByLabelText('Custom'), '3');
    expect(screen.getByRole('radio', { name: '5' })).not.toBeChecked();
    await userEvent.click(generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select between 5 and 50 questions.');
    expect(jobCreations()).toHaveLength(0);
  });

  it('sends a custom count within the limits', async () => {
    await renderGenerator();
    chooseFile(makeFile('notes.pdf'));
    await userEvent.type(screen.getByLabelText('Custom'), '25');
    await userEvent.click(generateButton());
    expect(numQuestionsSent(jobCreations()[0])).toBe('25');
  });
});

describe("question count: the server's plan limits", () => {
  it('holds a chosen count to the range user_info.plan_limits gives', async () => {
    startApi(makeUser({ subscription_plan: 'premium', plan_limits: { ...PLANS.premium, questions_per_quiz_max: 12 } }));
    await renderGenerator();
    chooseFile(makeFile('notes.pdf'));
    await userEvent.click(screen.getByRole('radio', { name: '15' }));
    await userEvent.click(generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select between 5 and 12 questions.');
    expect(jobCreations()).toHaveLength(0);
  });

  it("sends a fixed plan's count from user_info.plan_limits", async () => {
    startApi(makeUser({ subscription_plan: 'free', plan_limits: { ...PLANS.free, questions_per_quiz_min: 10, questions_per_quiz_max: 10 } }));
    await renderGenerator();
    expect(screen.getByRole('radio', { name: '10' })).toBeChecked();
    expect(screen.getByText(/Free plan quizzes have 10 questions\./)).toBeInTheDocument();
    chooseFile(makeFile('notes.pdf'));
    await userEvent.click(generateButton());
    expect(numQuestionsSent(jobCreations()[0])).toBe('10');
  });
});

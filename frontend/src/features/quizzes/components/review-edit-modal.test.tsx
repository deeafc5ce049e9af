import { render, screen, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import type { Question } from '@/types/api';

import { REPLACE_FAILED_MESSAGE, ReviewEditModal } from '@/features/quizzes/components/review-edit-modal';

const QUESTIONS: Question[] = [
  { question: 'What is H2O?', choices: ['Water', 'Salt', 'Sugar'], correct_answer: 'Water', explanation: 'Two H, one O.' },
  { question: 'Largest planet?', choices: ['Earth', 'Jupiter', 'Mars', 'Venus'], correct_answer: 'Jupiter' },
];

function setup(overrides: Partial<Parameters<typeof ReviewEditModal>[0]> = {}) {
  const props = {
    open: true,
    title: 'Science',
    questions: QUESTIONS,
    onCancel: vi.fn(),
    onSave: vi.fn(),
    onPlay: vi.fn(),
    ...overrides,
  };
  const user = userEvent.setup();
  render(<ReviewEditModal {...props} />);
  return { user, props };
}

const card = (n: number) => screen.getByRole('article', { name: new RegExp(`^Question ${n}\\b`) });
const editingCards = () => screen.queryAllByRole('article', { name: /editing$/ });
const choiceInputs = () => screen.getAllByRole('textbox', { name: /^Choice \d$/ });
const checkedChoice = () => {
  const radios = screen.getAllByRole('radio', { name: /is the correct answer$/ });
  const index = radios.findIndex((radio) => (radio as HTMLInputElement).checked);
  return (choiceInputs()[index] as HTMLInputElement).value;
};

describe('ReviewEditModal', () => {
  let confirm: MockInstance<typeof window.confirm>;
  let alert: MockInstance<typeof window.alert>;
  beforeEach(() => {
    confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the quiz for review with an editable title and a card per question', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Review & Edit Quiz' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quiz title' })).toHaveValue('Science');
    expect(within(card(1)).getByText('What is H2O?')).toBeInTheDocument();
    expect(within(card(2)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(card(2)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    for (const name of ['+ Add New Question', 'Cancel', 'Save Changes', 'Play Quiz']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('renders nothing while closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits one question at a time and focuses its text', async () => {
    const { user } = setup();
    await user.click(within(card(1)).getByRole('button', { name: 'Edit' }));
    expect(editingCards()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Question text' })).toHaveValue('What is H2O?');
    expect(screen.getByRole('textbox', { name: 'Question text' })).toHaveFocus();

    await user.click(within(card(2)).getByRole('button', { name: 'Edit' }));
    expect(editingCards()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Question text' })).toHaveValue('Largest planet?');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(editingCards()).toHaveLength(0);
    expect(within(card(2)).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('deleting the correct choice makes the first remaining choice correct', async () => {
    const { user } = setup();
    await user.click(within(card(2)).getByRole('button', { name: 'Edit' }));
    expect(checkedChoice()).toBe('Jupiter');
    await user.click(screen.getByRole('button', { name: 'Delete choice 2' }));
    expect(choiceInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['Earth', 'Mars', 'Venus']);
    expect(checkedChoice()).toBe('Earth');
  });

  it('adds choices named Option N up to 6 and removes them down to 2', async () => {
    const { user } = setup();
    await user.click(within(card(2)).getByRole('button', { name: 'Edit' }));
    const add = screen.getByRole('button', { name: '+ Add Choice' });
    await user.click(add);
    await user.click(add);
    expect(choiceInputs().map((input) => (input as HTMLInputElement).value)).toEqual([
      'Earth',
      'Jupiter',
      'Mars',
      'Venus',
      'Option 5',
      'Option 6',
    ]);
    expect(choiceInputs()[5]).toHaveFocus();
    expect(add).toBeDisabled();

    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Delete choice 1' }));
    expect(choiceInputs()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Delete choice 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete choice 2' })).toBeDisabled();
    expect(add).toBeEnabled();
  });

  it('adds a new question open for editing with the defaults', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '+ Add New Question' }));
    const added = card(3);
    expect(added).toHaveAccessibleName('Question 3, editing');
    expect(editingCards()).toHaveLength(1);
    expect(within(added).getByRole('textbox', { name: 'Question text' })).toHaveValue('New Question');
    expect(choiceInputs().map((input) => (input as HTMLInputElement).value)).toEqual([
      'Option 1',
      'Option 2',
      'Option 3',
      'Option 4',
    ]);
    expect(checkedChoice()).toBe('Option 1');
  });

  it('asks before deleting a question', async () => {
    const { user } = setup();
    confirm.mockReturnValueOnce(false);
    await user.click(within(card(1)).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(
      "Are you sure you want to delete this question? This will reset the quiz's high score.",
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(within(card(1)).getByRole('button', { name: 'Delete' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(card(1)).getByText('Largest planet?')).toBeInTheDocument();
  });

  it('saves the edited quiz; renaming the correct choice keeps it correct', async () => {
    const { user, props } = setup();
    const title = screen.getByRole('textbox', { name: 'Quiz title' });
    await user.clear(title);
    await user.type(title, 'Chemistry');
    await user.click(within(card(1)).getByRole('button', { name: 'Edit' }));
    const first = choiceInputs()[0];
    await user.clear(first);
    await user.type(first, 'H2O is water');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(props.onSave).toHaveBeenCalledExactlyOnceWith('Chemistry', [
      { ...QUESTIONS[0], choices: ['H2O is water', 'Salt', 'Sugar'], correct_answer: 'H2O is water' },
      QUESTIONS[1],
    ]);
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts 'Failed to update quiz' when saving fails and 'Failed to start quiz' when playing fails", async () => {
    const { user } = setup({
      onSave: vi.fn().mockRejectedValue(new Error('nope')),
      onPlay: vi.fn(() => {
        throw new Error('nope');
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(alert).toHaveBeenLastCalledWith('Failed to update quiz');
    await user.click(screen.getByRole('button', { name: 'Play Quiz' }));
    expect(alert).toHaveBeenLastCalledWith('Failed to start quiz');
  });

  it('plays the quiz as edited', async () => {
    const { user, props } = setup();
    await user.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Play Quiz' }));
    expect(props.onPlay).toHaveBeenCalledExactlyOnceWith('Science', [QUESTIONS[0]]);
  });

  it('says what is wrong instead of saving a quiz the server would refuse', async () => {
    const { user, props } = setup();
    await user.clear(screen.getByRole('textbox', { name: 'Quiz title' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give the quiz a title.');
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('Escape finishes the open question first, then cancels; Enter moves down the choices', async () => {
    const { user, props } = setup();
    await user.click(within(card(1)).getByRole('button', { name: 'Edit' }));
    await user.click(choiceInputs()[0]);
    await user.keyboard('{Enter}');
    expect(choiceInputs()[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(editingCards()).toHaveLength(0);
    expect(props.onCancel).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it('Cancel leaves without saving and the next opening starts from the quiz given', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: '+ Add New Question' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onSave).not.toHaveBeenCalled();
  });
  describe('Replace', () => {
    const NEW_QUESTION: Question = {
      question: 'Which gas do plants take in?',
      choices: ['Carbon dioxide', 'Oxygen', 'Helium'],
      correct_answer: 'Carbon dioxide',
      explanation: 'Plants take in carbon dioxide.',
      source: 'Plants take in carbon dioxide.',
    };
    const refusal = (message: string) =>
      new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, undefined, undefined, {
        status: 404,
        statusText: 'Not Found',
        data: { error: message, details: {} },
        headers: {},
        config: { headers: new AxiosHeaders() },
      } as AxiosResponse);

    it('is offered on every question only where the document can be asked for another', () => {
      setup();
      expect(screen.queryByRole('button', { name: 'Replace' })).not.toBeInTheDocument();
    });

    it('swaps the question for another from the document, in its place, and saves it', async () => {
      const onReplace = vi.fn().mockResolvedValue(NEW_QUESTION);
      const { user, props } = setup({ onReplace });
      expect(screen.getAllByRole('button', { name: 'Replace' })).toHaveLength(2);

      await user.click(within(card(2)).getByRole('button', { name: 'Replace' }));

      expect(onReplace).toHaveBeenCalledExactlyOnceWith(['What is H2O?', 'Largest planet?']);
      expect(within(card(2)).getByText('Which gas do plants take in?')).toBeInTheDocument();
      expect(within(card(2)).queryByText('Largest planet?')).not.toBeInTheDocument();
      expect(within(card(1)).getByText('What is H2O?')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Question 2 was replaced with another question from the document.');

      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(props.onSave).toHaveBeenCalledExactlyOnceWith('Science', [QUESTIONS[0], NEW_QUESTION]);
    });

    it('lets one replacement run at a time', async () => {
      let answer: (question: Question) => void = () => undefined;
      const onReplace = vi.fn(() => new Promise<Question>((resolve) => (answer = resolve)));
      const { user } = setup({ onReplace });

      await user.click(within(card(1)).getByRole('button', { name: 'Replace' }));

      for (const button of screen.getAllByRole('button', { name: 'Replace' })) expect(button).toBeDisabled();
      answer(NEW_QUESTION);
      expect(await within(card(1)).findByText('Which gas do plants take in?')).toBeInTheDocument();
      for (const button of screen.getAllByRole('button', { name: 'Replace' })) expect(button).toBeEnabled();
    });

    it("keeps the question and says the server's reason when no other question can be had", async () => {
      const reason = 'Every other question found in this document is already in the quiz.';
      const { user } = setup({ onReplace: vi.fn().mockRejectedValue(refusal(reason)) });

      await user.click(within(card(1)).getByRole('button', { name: 'Replace' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(within(card(1)).getByText('What is H2O?')).toBeInTheDocument();
    });

    it('says it could not replace the question when the server gives no reason', async () => {
      const { user } = setup({ onReplace: vi.fn().mockRejectedValue(new Error('offline')) });

      await user.click(within(card(2)).getByRole('button', { name: 'Replace' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(REPLACE_FAILED_MESSAGE);
      expect(within(card(2)).getByText('Largest planet?')).toBeInTheDocument();
    });
  });
});

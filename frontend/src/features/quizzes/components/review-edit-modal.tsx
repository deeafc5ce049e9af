import { useEffect, useId, useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Modal } from '@/components/ui/modal';
import { serverErrorMessage } from '@/lib/api-client';
import type { Question } from '@/types/api';
import type { ReviewEditorProps } from '@/types/review-editor';

import { QuestionEditCard, type QuestionCardIds } from '@/features/quizzes/components/question-edit-card';
import { QuestionViewCard } from '@/features/quizzes/components/question-view-card';
import { newQuestion, quizDraftProblem, tidyQuestion } from '@/features/quizzes/lib/quiz-edit';
import { TITLE_MAX_CHARS } from '@/features/quizzes/lib/quiz-limits';

import '@/features/quizzes/quizzes.css';

export const DELETE_QUESTION_CONFIRM =
  "Are you sure you want to delete this question? This will reset the quiz's high score.";
export const UPDATE_FAILED_MESSAGE = 'Failed to update quiz';
export const PLAY_FAILED_MESSAGE = 'Failed to start quiz';
export const REPLACE_FAILED_MESSAGE = 'Could not replace this question. Please try again.';

/** 'Review & Edit Quiz': edits a copy of the quiz; nothing changes outside until Save Changes or Play Quiz. */
export function ReviewEditModal({ open, title, questions, openQuestion = null, onCancel, onSave, onPlay, onReplace }: ReviewEditorProps) {
  return (
    <Modal open={open} title="Review & Edit Quiz" onClose={onCancel} size="wide">
      {/* Mounted only while open, so every opening starts from the quiz as given. */}
      <ReviewEditor
        initialTitle={title}
        initialQuestions={questions}
        openQuestion={openQuestion}
        onCancel={onCancel}
        onSave={onSave}
        onPlay={onPlay}
        onReplace={onReplace}
      />
    </Modal>
  );
}

interface DraftQuestion {
  key: number;
  question: Question;
}

interface EditorBodyProps extends Pick<ReviewEditorProps, 'onCancel' | 'onSave' | 'onPlay' | 'onReplace'> {
  initialTitle: string;
  initialQuestions: Question[];
  openQuestion: number | null;
}

/** Where Replace stands: the question being replaced, or the last one replaced or refused, and what to say. */
type Replacement =
  | { key: number; state: 'busy' }
  | { key: number; state: 'done' | 'failed'; message: string };

function ReviewEditor({ initialTitle, initialQuestions, openQuestion, onCancel, onSave, onPlay, onReplace }: EditorBodyProps) {
  const baseId = useId();
  const nextKey = useRef(initialQuestions.length);
  const [title, setTitle] = useState(initialTitle);
  const [drafts, setDrafts] = useState<DraftQuestion[]>(() =>
    initialQuestions.map((question, key) => ({ key, question })),
  );
  // A draft's key is its index on arrival: the question asked for opens for editing, its text focused.
  const arrivingAt = openQuestion !== null && openQuestion < initialQuestions.length ? openQuestion : null;
  const [editingKey, setEditingKey] = useState<number | null>(arrivingAt);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'play' | null>(null);
  const [replacement, setReplacement] = useState<Replacement | null>(null);
  const pendingFocus = useRef<string | null>(arrivingAt === null ? null : `${baseId}-q${arrivingAt}-text`);

  useEffect(() => {
    if (!pendingFocus.current) return;
    const element = document.getElementById(pendingFocus.current);
    pendingFocus.current = null;
    if (element) {
      element.focus();
      element.scrollIntoView?.({ block: 'nearest' });
    }
  });

  const focusLater = (id: string) => {
    pendingFocus.current = id;
  };
  const idsFor = (key: number): QuestionCardIds => ({
    text: `${baseId}-q${key}-text`,
    choice: (index) => `${baseId}-q${key}-choice${index}`,
    done: `${baseId}-q${key}-done`,
  });
  const editButtonId = (key: number) => `${baseId}-q${key}-edit`;

  const changeDrafts = (next: DraftQuestion[]) => {
    setDrafts(next);
    setProblem(null);
  };

  const startEditing = (key: number) => {
    setEditingKey(key);
    focusLater(idsFor(key).text);
  };

  const finishEditing = (key: number) => {
    setEditingKey(null);
    focusLater(editButtonId(key));
  };

  const updateQuestion = (key: number, question: Question) =>
    changeDrafts(drafts.map((draft) => (draft.key === key ? { key, question } : draft)));

  const deleteQuestion = (key: number) => {
    if (!window.confirm(DELETE_QUESTION_CONFIRM)) return;
    changeDrafts(drafts.filter((draft) => draft.key !== key));
    if (editingKey === key) setEditingKey(null);
  };

  const addQuestion = () => {
    const key = nextKey.current++;
    changeDrafts([...drafts, { key, question: newQuestion() }]);
    startEditing(key);
  };

  const replaceQuestion = async (key: number, number: number) => {
    if (!onReplace) return;
    setReplacement({ key, state: 'busy' });
    try {
      const question = await onReplace(drafts.map((draft) => draft.question.question));
      setDrafts((current) => current.map((draft) => (draft.key === key ? { key, question } : draft)));
      setProblem(null);
      setReplacement({ key, state: 'done', message: `Question ${number} was replaced with another question from the document.` });
    } catch (error) {
      setReplacement({ key, state: 'failed', message: serverErrorMessage(error) ?? REPLACE_FAILED_MESSAGE });
    }
  };

  /** The quiz as it will leave the editor, or null (with the reason shown) when it cannot. */
  const finishedQuiz = (): { title: string; questions: Question[] } | null => {
    const questions = drafts.map((draft) => draft.question);
    const reason = quizDraftProblem(title, questions);
    setProblem(reason);
    if (reason) return null;
    return { title: title.replace(/\s+/g, ' ').trim(), questions: questions.map(tidyQuestion) };
  };

  const run = async (kind: 'save' | 'play') => {
    const quiz = finishedQuiz();
    if (!quiz) return;
    setBusy(kind);
    try {
      if (kind === 'save') await onSave(quiz.title, quiz.questions);
      else await onPlay(quiz.title, quiz.questions);
    } catch {
      window.alert(kind === 'save' ? UPDATE_FAILED_MESSAGE : PLAY_FAILED_MESSAGE);
    } finally {
      setBusy(null);
    }
  };

  const titleId = `${baseId}-title`;
  return (
    <div className="qedit">
      <div className="field">
        <label className="field__label" htmlFor={titleId}>
          Quiz title
        </label>
        <input
          id={titleId}
          className="input qedit__title"
          type="text"
          maxLength={TITLE_MAX_CHARS}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setProblem(null);
          }}
        />
      </div>

      <p className="muted text-small qedit__count">
        {drafts.length === 1 ? '1 question' : `${drafts.length} questions`}
      </p>

      <ol className="list-reset qedit__list">
        {drafts.map(({ key, question }, index) => (
          <li key={key}>
            {editingKey === key ? (
              <QuestionEditCard
                number={index + 1}
                question={question}
                ids={idsFor(key)}
                onChange={(next) => updateQuestion(key, next)}
                onDone={() => finishEditing(key)}
                onDelete={() => deleteQuestion(key)}
                focusLater={focusLater}
              />
            ) : (
              <QuestionViewCard
                number={index + 1}
                question={question}
                editButtonId={editButtonId(key)}
                onEdit={() => startEditing(key)}
                onDelete={() => deleteQuestion(key)}
                replace={
                  onReplace && {
                    busy: replacement?.key === key && replacement.state === 'busy',
                    disabled: replacement?.state === 'busy',
                    onReplace: () => void replaceQuestion(key, index + 1),
                  }
                }
              />
            )}
            {replacement?.key === key && replacement.state !== 'busy' && (
              <Alert kind={replacement.state === 'failed' ? 'error' : 'success'} className="qedit-card__replaced">
                {replacement.message}
              </Alert>
            )}
          </li>
        ))}
      </ol>

      <button type="button" className="btn btn--secondary btn--block qedit__add" onClick={addQuestion}>
        + Add New Question
      </button>

      <div className="qedit__footer">
        {problem && <Alert className="qedit__problem">{problem}</Alert>}
        <div className="qedit__buttons">
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy !== null}>
            Cancel
          </button>
          <BusyButton className="btn btn--secondary" onClick={() => void run('save')} disabled={busy !== null} busy={busy === 'save'}>
            Save Changes
          </BusyButton>
          <BusyButton className="btn btn--primary" onClick={() => void run('play')} disabled={busy !== null} busy={busy === 'play'}>
            Play Quiz
          </BusyButton>
        </div>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';

import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { featureRefusal } from '@/lib/plan';
import type { PlanLimits, Question, SavedQuiz } from '@/types/api';

import { deleteQuiz } from '@/features/quizzes/api/delete-quiz';
import { downloadQuizExport, type QuizExportFormat } from '@/features/quizzes/api/export-quiz';
import { fetchQuizQuestions, type QuizQuestions } from '@/features/quizzes/api/fetch-quiz-questions';
import { shareQuiz } from '@/features/quizzes/api/share-quiz';
import { updateQuiz } from '@/features/quizzes/api/update-quiz';
import type { QuizCardAction } from '@/features/quizzes/types';
import { downloadBlob } from '@/lib/download-blob';
import { exportQuizPdf } from '@/features/quizzes/lib/export-quiz-pdf';
import { quizFileName } from '@/features/quizzes/lib/file-name';
import { MESSAGES } from '@/features/quizzes/lib/messages';

interface Options {
  limits: PlanLimits | null;
  replaceQuiz: (quiz: SavedQuiz) => void;
  removeQuiz: (id: number) => void;
}

const sameContent = (a: QuizQuestions, title: string, questions: Question[]) =>
  a.title === title && JSON.stringify(a.questions) === JSON.stringify(questions);

/** Everything a saved-quiz card can do, with one action at a time per card. */
export function useQuizActions({ limits, replaceQuiz, removeQuiz }: Options) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [busy, setBusy] = useState<{ id: number; action: QuizCardAction } | null>(null);
  /** The quiz in Review & Edit, and the question (0-based) opened for editing on arrival, if any. */
  const [editing, setEditing] = useState<(QuizQuestions & { openQuestion: number | null }) | null>(null);
  const [shareLink, setShareLink] = useState<string | null>(null);

  /** Runs one card action, showing the spec's alert when it fails. */
  const track = async (id: number, action: QuizCardAction, failure: string, work: () => Promise<void>) => {
    setBusy({ id, action });
    try {
      await work();
    } catch {
      window.alert(failure);
    } finally {
      setBusy(null);
    }
  };

  const play = (quizId: number, title: string, questions: Question[]) =>
    navigate(paths.quiz.getHref(), { state: { quizId, questions, title } });

  const start = (quiz: SavedQuiz) =>
    track(quiz.id, 'start', MESSAGES.loadFailed, async () => {
      const loaded = await fetchQuizQuestions(quiz.id);
      play(quiz.id, loaded.title, loaded.questions);
    });

  const multiplayer = (quiz: SavedQuiz) =>
    navigate(paths.multiplayerCreate.getHref(), { state: { selectedQuizId: quiz.id } });

  const edit = (quiz: SavedQuiz, openQuestion: number | null = null) => {
    const refusal = featureRefusal(limits, 'edit');
    if (refusal) return window.alert(refusal);
    return track(quiz.id, 'edit', MESSAGES.editLoadFailed, async () => {
      setEditing({ ...(await fetchQuizQuestions(quiz.id)), openQuestion });
    });
  };

  /** Save Changes: the modal alerts 'Failed to update quiz' when this throws. */
  const saveEdits = async (title: string, questions: Question[]) => {
    if (!editing) return;
    replaceQuiz(await updateQuiz(editing.id, { title, questions }));
    setEditing(null);
    showToast(MESSAGES.updated, 'success');
  };

  /** Play Quiz from the editor: unsaved edits are saved first so the high score belongs to what was played. */
  const playEdits = async (title: string, questions: Question[]) => {
    if (!editing) return;
    if (!sameContent(editing, title, questions)) replaceQuiz(await updateQuiz(editing.id, { title, questions }));
    setEditing(null);
    play(editing.id, title, questions);
  };

  const share = (quiz: SavedQuiz) =>
    track(quiz.id, 'share', MESSAGES.shareFailed, async () => {
      setShareLink(await shareQuiz(quiz.id));
    });

  const pdf = (quiz: SavedQuiz) => {
    // The PDF is drawn here in the browser, so its refusal is the screen's own sentence.
    if (featureRefusal(limits, 'export')) return window.alert(MESSAGES.pdfPremium);
    return track(quiz.id, 'pdf', MESSAGES.pdfFailed, async () => {
      const loaded = await fetchQuizQuestions(quiz.id);
      await exportQuizPdf({ title: loaded.title, questions: loaded.questions });
    });
  };

  const remove = (quiz: SavedQuiz) => {
    const refusal = featureRefusal(limits, 'delete');
    if (refusal) return window.alert(refusal);
    if (!window.confirm(MESSAGES.deleteConfirm)) return;
    return track(quiz.id, 'delete', MESSAGES.deleteFailed, async () => {
      await deleteQuiz(quiz.id);
      removeQuiz(quiz.id);
      showToast(MESSAGES.deleted, 'success');
    });
  };

  const exportAs = (quiz: SavedQuiz, format: QuizExportFormat) =>
    track(quiz.id, 'export', MESSAGES.exportFailed, async () => {
      const file = await downloadQuizExport(quiz.id, format);
      downloadBlob(file.blob, file.filename ?? quizFileName(quiz.title, format === 'csv' ? 'csv' : 'gift.txt'));
    });

  return {
    busyFor: (id: number) => (busy?.id === id ? busy.action : null),
    anyBusy: busy !== null,
    editing,
    closeEditor: () => setEditing(null),
    saveEdits,
    playEdits,
    shareLink,
    closeShare: () => setShareLink(null),
    start,
    multiplayer,
    edit,
    share,
    pdf,
    remove,
    exportAs,
  };
}

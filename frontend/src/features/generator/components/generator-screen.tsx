import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { BusyButton } from '@/components/ui/busy-button';
import { paths } from '@/config/paths';
import { FileDropZone } from '@/features/generator/components/file-drop-zone';
import { GenerationProgress } from '@/features/generator/components/generation-progress';
import { GenerationResult } from '@/features/generator/components/generation-result';
import { KeyFeatures } from '@/features/generator/components/key-features';
import { QuestionCountSelector } from '@/features/generator/components/question-count-selector';
import { COUNT_PRESETS, MESSAGES } from '@/features/generator/constants';
import { useGenerationJob } from '@/features/generator/hooks/use-generation-job';
import type { GeneratedQuiz, QuizStore } from '@/features/generator/types';
import { isSupportedFile, titleFromFileName } from '@/features/generator/utils/file';
import { isGenerateCountAllowed } from '@/features/generator/utils/question-count';
import { errorStatus, serverErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { choosesQuestionCount } from '@/lib/plan';
import { usePlanLimits } from '@/lib/plan-limits';
import type { Question } from '@/types/api';
import type { ReviewEditorProps } from '@/types/review-editor';
import '@/features/generator/generator.css';

export interface GeneratorScreenProps {
  quizStore: QuizStore;
  /** The Review & Edit editor, supplied by the route. */
  renderReviewEditor: (props: ReviewEditorProps) => ReactNode;
}

// A plan's refusal (403) is the server's sentence, which the spec words; the spec's words stand in when it sends none.
function generateErrorMessage(error: unknown): string {
  if (errorStatus(error) === 403) return serverErrorMessage(error) ?? MESSAGES.freeGenerateLimit;
  return `Error: ${serverErrorMessage(error) ?? MESSAGES.unknownError}`;
}

function saveErrorMessage(error: unknown): string {
  return errorStatus(error) === 403 ? (serverErrorMessage(error) ?? MESSAGES.freeSaveLimit) : MESSAGES.saveFailed;
}

/** Upload a document, generate a quiz from it, then save, edit, play or host it. */
export function GeneratorScreen({ quizStore, renderReviewEditor }: GeneratorScreenProps) {
  const navigate = useNavigate();
  const { isLoggedIn, isPremium, openAuthModal } = useAuth();
  const { progress, run, cancelJob } = useGenerationJob();

  const [file, setFile] = useState<File | null>(null);
  const limits = usePlanLimits();
  const choosesCount = choosesQuestionCount(limits);
  const canEdit = !!limits?.can_edit;
  const [count, setCount] = useState<number>(COUNT_PRESETS[0]);
  const [title, setTitle] = useState('');
  const [questions, setQuestions] = useState<Question[]>([]);
  const [savedQuizId, setSavedQuizId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // How the newest non-error message reads: a fallback or shortfall warns, a cancel informs.
  const [successKind, setSuccessKind] = useState<'success' | 'info' | 'warning'>('success');
  const [generating, setGenerating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const resultRef = useRef<HTMLElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const showingProgress = progress !== null;
  const progressStage = progress?.stage;

  const quiz: GeneratedQuiz | null = questions.length > 0 ? { title, questions } : null;

  // Each stage may change the box (Cancel comes with the job): it is kept in view as a whole.
  useEffect(() => {
    if (showingProgress) progressRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [showingProgress, progressStage]);

  // A new quiz: the card comes into view and takes the focus the busy Generate button had.
  const resultTitleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (questions.length === 0) return;
    resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    resultTitleRef.current?.focus({ preventScroll: true });
  }, [questions]);

  const selectFile = (chosen: File) => {
    setSuccess(null);
    if (!isSupportedFile(chosen)) {
      setError(MESSAGES.unsupportedFile);
      return;
    }
    setFile(chosen);
    setTitle(titleFromFileName(chosen.name));
    setQuestions([]);
    setSavedQuizId(null);
    setError(null);
  };

  const generate = async () => {
    if (!isLoggedIn) {
      openAuthModal('login');
      return;
    }
    if (!file) {
      setError(MESSAGES.noFile);
      return;
    }
    if (!limits) return;
    const numQuestions = choosesCount ? count : limits.questions_per_quiz_max;
    if (!isGenerateCountAllowed(numQuestions, limits)) {
      setError(MESSAGES.countOutOfRange(limits.questions_per_quiz_min, limits.questions_per_quiz_max));
      return;
    }

    setError(null);
    setSuccess(null);
    setQuestions([]);
    setSavedQuizId(null);
    setGenerating(true);
    try {
      const job = await run({ file, numQuestions });
      if (!job) return;
      if (job.status === 'failed' && job.cancel_requested) {
        setSuccessKind('info');
        setSuccess(job.error || MESSAGES.unknownError);
      } else if (job.status === 'failed') {
        setError(`Error: ${job.error || MESSAGES.unknownError}`);
      } else if (!job.questions?.length) {
        setError(MESSAGES.noQuestions);
      } else {
        setQuestions(job.questions);
        const plain = !job.message || job.message === MESSAGES.generated;
        setSuccessKind(job.cancel_requested ? 'info' : plain ? 'success' : 'warning');
        setSuccess(job.message || MESSAGES.generated);
      }
    } catch (caught) {
      setError(generateErrorMessage(caught));
    } finally {
      setGenerating(false);
    }
  };

  /** The saved quiz's id, saving it first when needed; null when saving failed (the error shows). */
  const ensureSaved = async (current: GeneratedQuiz): Promise<number | null> => {
    if (savedQuizId !== null) return savedQuizId;
    setSaving(true);
    setError(null);
    try {
      const { quiz_id } = await quizStore.saveQuiz(current);
      setSavedQuizId(quiz_id);
      return quiz_id;
    } catch (caught) {
      // The failure replaces the generation's success message: only the newest message shows.
      setSuccess(null);
      setError(saveErrorMessage(caught));
      return null;
    } finally {
      setSaving(false);
    }
  };

  const startQuiz = (current: GeneratedQuiz) => {
    navigate(paths.quiz.getHref(), {
      state: { quizId: savedQuizId, questions: current.questions, title: current.title },
    });
  };

  /** A failed update rejects, so the editor stays open and says so. */
  const saveEdits = async (nextTitle: string, nextQuestions: Question[]) => {
    if (savedQuizId !== null) {
      await quizStore.updateQuiz(savedQuizId, { title: nextTitle, questions: nextQuestions });
    }
    setTitle(nextTitle);
    setQuestions(nextQuestions);
    setReviewOpen(false);
  };

  return (
    <main className="page generator">
      <div className="container container--medium generator__container">
        <PageHeader
          className="generator__header"
          title="Create Your Interactive Quiz"
          subtitle="Transform any document into an engaging learning experience"
        />

        <section className="card generator__form" aria-label="Quiz settings">
          <FileDropZone
            file={file}
            disabled={generating}
            onSelect={selectFile}
            onRemove={() => {
              setFile(null);
              setError(null);
            }}
          />
          <QuestionCountSelector limits={limits} value={count} onChange={setCount} disabled={generating} />
          <BusyButton
            className="btn btn--primary btn--large btn--block generator__generate"
            onClick={() => void generate()}
            disabled={generating}
            busy={generating}
            busyLabel="Generating Quiz..."
          >
            Generate Quiz
          </BusyButton>
          {progress && (
            <GenerationProgress
              ref={progressRef}
              progress={progress}
              onStop={() => {
                cancelJob().catch((caught: unknown) => setError(generateErrorMessage(caught)));
              }}
            />
          )}
          {/* Before there is a quiz, messages answer the button just above them. */}
          {!quiz && error && <Alert className="generator__message">{error}</Alert>}
          {!quiz && !error && success && (
            <Alert kind={successKind} className="generator__message">
              {success}
            </Alert>
          )}
        </section>

        {quiz && (
          <GenerationResult
            ref={resultRef}
            titleRef={resultTitleRef}
            notice={
              // With a quiz, messages stand in its card, next to the actions they answer.
              (error || success) && (
                <Alert kind={error ? 'error' : successKind} className="generator__message">
                  {error ?? success}
                </Alert>
              )
            }
            quiz={quiz}
            isPremium={isPremium}
            canEdit={canEdit}
            busy={saving}
            onReview={() => setReviewOpen(true)}
            onSave={async () => {
              if ((await ensureSaved(quiz)) !== null) navigate(paths.savedQuizzes.getHref());
            }}
            onStart={() => startQuiz(quiz)}
            onMultiplayer={async () => {
              const quizId = await ensureSaved(quiz);
              if (quizId !== null) navigate(paths.multiplayerCreate.getHref(), { state: { selectedQuizId: quizId } });
            }}
          />
        )}

        <KeyFeatures />
      </div>

      {quiz &&
        canEdit &&
        renderReviewEditor({
          open: reviewOpen,
          title: quiz.title,
          questions: quiz.questions,
          onCancel: () => setReviewOpen(false),
          onSave: saveEdits,
          onPlay: (playTitle, playQuestions) => {
            setReviewOpen(false);
            startQuiz({ title: playTitle, questions: playQuestions });
          },
        })}
    </main>
  );
}

import { useEffect, useReducer, useRef, type ReactNode } from 'react';
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
import { MESSAGES } from '@/features/generator/constants';
import { useGenerationJob } from '@/features/generator/hooks/use-generation-job';
import type { GeneratedQuiz, QuizStore } from '@/features/generator/types';
import { generatorReducer, initialGeneratorState } from '@/features/generator/utils/generator-state';
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

  const limits = usePlanLimits();
  const choosesCount = choosesQuestionCount(limits);
  const canEdit = !!limits?.can_edit;
  const [state, dispatch] = useReducer(generatorReducer, initialGeneratorState);
  const { file, count, title, questions, savedQuizId, error, success, successKind, generating, saving, reviewOpen } = state;
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

  const generate = async () => {
    if (!isLoggedIn) {
      openAuthModal('login');
      return;
    }
    if (!file) {
      dispatch({ type: 'refused', error: MESSAGES.noFile });
      return;
    }
    if (!limits) return;
    const numQuestions = choosesCount ? count : limits.questions_per_quiz_max;
    if (!isGenerateCountAllowed(numQuestions, limits)) {
      dispatch({
        type: 'refused',
        error: MESSAGES.countOutOfRange(limits.questions_per_quiz_min, limits.questions_per_quiz_max),
      });
      return;
    }

    dispatch({ type: 'generationStarted' });
    try {
      const job = await run({ file, numQuestions });
      if (!job) return;
      if (job.status === 'failed' && job.cancel_requested) {
        dispatch({ type: 'informed', message: job.error || MESSAGES.unknownError, kind: 'info' });
      } else if (job.status === 'failed') {
        dispatch({ type: 'refused', error: `Error: ${job.error || MESSAGES.unknownError}` });
      } else if (!job.questions?.length) {
        dispatch({ type: 'refused', error: MESSAGES.noQuestions });
      } else {
        const plain = !job.message || job.message === MESSAGES.generated;
        const kind = job.cancel_requested ? 'info' : plain ? 'success' : 'warning';
        dispatch({ type: 'generated', questions: job.questions, message: job.message || MESSAGES.generated, kind });
      }
    } catch (caught) {
      dispatch({ type: 'refused', error: generateErrorMessage(caught) });
    } finally {
      dispatch({ type: 'generationEnded' });
    }
  };

  /** The saved quiz's id, saving it first when needed; null when saving failed (the error shows). */
  const ensureSaved = async (current: GeneratedQuiz): Promise<number | null> => {
    if (savedQuizId !== null) return savedQuizId;
    dispatch({ type: 'savingStarted' });
    try {
      const { quiz_id } = await quizStore.saveQuiz(current);
      dispatch({ type: 'saved', quizId: quiz_id });
      return quiz_id;
    } catch (caught) {
      dispatch({ type: 'saveFailed', error: saveErrorMessage(caught) });
      return null;
    } finally {
      dispatch({ type: 'savingEnded' });
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
    dispatch({ type: 'edited', title: nextTitle, questions: nextQuestions });
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
            onSelect={(chosen) => dispatch({ type: 'fileChosen', file: chosen })}
            onRemove={() => dispatch({ type: 'fileRemoved' })}
          />
          <QuestionCountSelector limits={limits} value={count} onChange={(value) => dispatch({ type: 'countChanged', count: value })} disabled={generating} />
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
                cancelJob().catch((caught: unknown) => dispatch({ type: 'refused', error: generateErrorMessage(caught) }));
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
            onReview={() => dispatch({ type: 'reviewOpened' })}
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
          onCancel: () => dispatch({ type: 'reviewClosed' }),
          onSave: saveEdits,
          onPlay: (playTitle, playQuestions) => {
            dispatch({ type: 'reviewClosed' });
            startQuiz({ title: playTitle, questions: playQuestions });
          },
        })}
    </main>
  );
}

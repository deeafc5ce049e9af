import { COUNT_PRESETS, MESSAGES } from '@/features/generator/constants';
import { isSupportedFile, titleFromFileName } from '@/features/generator/utils/file';
import type { Question } from '@/types/api';

/** How the newest non-error message reads: a fallback or shortfall warns, a cancel informs. */
export type SuccessKind = 'success' | 'info' | 'warning';

/** The generator screen: the chosen document, the quiz made from it, and the one message that shows. */
export interface GeneratorState {
  file: File | null;
  count: number;
  title: string;
  questions: Question[];
  savedQuizId: number | null;
  error: string | null;
  success: string | null;
  successKind: SuccessKind;
  generating: boolean;
  saving: boolean;
  reviewOpen: boolean;
}

export type GeneratorAction =
  | { type: 'fileChosen'; file: File }
  | { type: 'fileRemoved' }
  | { type: 'countChanged'; count: number }
  | { type: 'refused'; error: string }
  | { type: 'generationStarted' }
  | { type: 'generated'; questions: Question[]; message: string; kind: SuccessKind }
  | { type: 'informed'; message: string; kind: SuccessKind }
  | { type: 'generationEnded' }
  | { type: 'savingStarted' }
  | { type: 'saved'; quizId: number }
  | { type: 'saveFailed'; error: string }
  | { type: 'savingEnded' }
  | { type: 'reviewOpened' }
  | { type: 'reviewClosed' }
  | { type: 'edited'; title: string; questions: Question[] };

export const initialGeneratorState: GeneratorState = {
  file: null,
  count: COUNT_PRESETS[0],
  title: '',
  questions: [],
  savedQuizId: null,
  error: null,
  success: null,
  successKind: 'success',
  generating: false,
  saving: false,
  reviewOpen: false,
};

export function generatorReducer(state: GeneratorState, action: GeneratorAction): GeneratorState {
  switch (action.type) {
    case 'fileChosen':
      if (!isSupportedFile(action.file)) return { ...state, success: null, error: MESSAGES.unsupportedFile };
      return {
        ...state,
        file: action.file,
        title: titleFromFileName(action.file.name),
        questions: [],
        savedQuizId: null,
        error: null,
        success: null,
      };
    case 'fileRemoved':
      return { ...state, file: null, error: null };
    case 'countChanged':
      return { ...state, count: action.count };
    case 'refused':
      return { ...state, error: action.error };
    case 'generationStarted':
      return { ...state, error: null, success: null, questions: [], savedQuizId: null, generating: true };
    case 'generated':
      return { ...state, questions: action.questions, success: action.message, successKind: action.kind };
    case 'informed':
      return { ...state, success: action.message, successKind: action.kind };
    case 'generationEnded':
      return { ...state, generating: false };
    case 'savingStarted':
      return { ...state, saving: true, error: null };
    case 'saved':
      return { ...state, savedQuizId: action.quizId };
    case 'saveFailed':
      // The failure replaces the generation's success message: only the newest message shows.
      return { ...state, success: null, error: action.error };
    case 'savingEnded':
      return { ...state, saving: false };
    case 'reviewOpened':
      return { ...state, reviewOpen: true };
    case 'reviewClosed':
      return { ...state, reviewOpen: false };
    case 'edited':
      return { ...state, title: action.title, questions: action.questions, reviewOpen: false };
  }
}

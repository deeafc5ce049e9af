import type { Question } from '@/types/api';

/** Props of the Review & Edit editor: the quizzes feature draws it, the generator's route plugs it in. */
export interface ReviewEditorProps {
  open: boolean;
  title: string;
  questions: Question[];
  /** A question (0-based) open for editing when the editor opens, e.g. from a game's report. */
  openQuestion?: number | null;
  onCancel: () => void;
  onSave: (title: string, questions: Question[]) => Promise<void> | void;
  onPlay: (title: string, questions: Question[]) => void;
  /**
   * Another question from the quiz's document, none of `questionTexts` (the quiz as it stands, the one to
   * replace among them). Without it, questions have no Replace button.
   */
  onReplace?: (questionTexts: string[]) => Promise<Question>;
}

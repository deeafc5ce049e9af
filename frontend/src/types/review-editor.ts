import type { Question } from '@/types/api';

/** Props of the Review & Edit editor: the quizzes feature draws it, the generator's route plugs it in. */
export interface ReviewEditorProps {
  open: boolean;
  title: string;
  questions: Question[];
  onCancel: () => void;
  onSave: (title: string, questions: Question[]) => Promise<void> | void;
  onPlay: (title: string, questions: Question[]) => void;
  /**
   * Another question from the quiz's document, none of `questionTexts` (the quiz as it stands, the one to
   * replace among them). Without it, questions have no Replace button.
   */
  onReplace?: (questionTexts: string[]) => Promise<Question>;
}

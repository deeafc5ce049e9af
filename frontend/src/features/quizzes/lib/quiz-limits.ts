/** The server's limits for a quiz (CONTRACT §5), mirrored so the editor can say what is wrong before saving. */
export const CHOICES_MIN = 2;
export const CHOICES_MAX = 6;
export const TITLE_MAX_CHARS = 200;
export const QUESTION_MAX_CHARS = 1000;
export const CHOICE_MAX_CHARS = 300;
export const QUIZ_QUESTIONS_MAX = 100;

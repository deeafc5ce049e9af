/** The actions of a saved-quiz card that wait on the server. */
export type QuizCardAction = 'start' | 'edit' | 'share' | 'pdf' | 'delete' | 'export';

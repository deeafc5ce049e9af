/**
 * The token this device holds for each homework code (CONTRACT §8), in localStorage: a closed tab or a
 * restarted browser walks back in where the pupil was.
 */
const PREFIX = 'quizforge.homework.';
const key = (code: string) => `${PREFIX}${code.toUpperCase()}`;

export const homeworkSessions = {
  get(code: string): string | null {
    try {
      return localStorage.getItem(key(code));
    } catch {
      return null;
    }
  },
  set(code: string, token: string): void {
    try {
      localStorage.setItem(key(code), token);
    } catch {
      /* storage blocked: the pupil can still finish in this tab */
    }
  },
  clear(code: string): void {
    try {
      localStorage.removeItem(key(code));
    } catch {
      /* storage blocked */
    }
  },
};

/** What the play screens say to screen readers (live games, homework, solo): the same sentences everywhere. */

/** Seconds left at which the time is announced. */
export const TIME_ANNOUNCEMENTS: readonly number[] = [10, 5];

/** A new question: its number, its text and its choices. */
export function questionAnnouncement(number: number, total: number, question: string, choices: readonly string[]): string {
  return `Question ${number} of ${total}: ${question} Choices: ${choices.join(', ')}.`;
}

/** '10 seconds left' at the announced moments, otherwise nothing. */
export function timeLeftAnnouncement(secondsLeft: number | null): string | null {
  return secondsLeft !== null && TIME_ANNOUNCEMENTS.includes(secondsLeft) ? `${secondsLeft} seconds left` : null;
}

/** A player's own result (worded apart from the screen's 'Correct!', which the screen shows and says too). */
export function resultAnnouncement({ right, timedOut, correctAnswer, points }: { right: boolean; timedOut: boolean; correctAnswer: string; points?: number }): string {
  const worth = points === undefined ? '' : `, ${right ? points : 0} points`;
  if (right) return `You answered right${worth}.`;
  return `${timedOut ? 'Out of time' : 'You answered wrong'}${worth}. The right answer is ${correctAnswer}.`;
}

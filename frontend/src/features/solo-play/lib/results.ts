/** The final screen's verdict: message by percentage, stars, and the high-score rule. */
export const MAX_STARS = 5;

export function scorePercent(score: number, total: number): number {
  return total > 0 ? Math.round((score / total) * 100) : 0;
}

export function resultMessage(score: number, total: number): string {
  const percent = total > 0 ? (score / total) * 100 : 0;
  if (percent >= 90) return 'Amazing! You aced it!';
  if (percent >= 70) return 'Great job!';
  if (percent >= 50) return 'Not bad!';
  return 'You can do better';
}

export function starCount(score: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(MAX_STARS, Math.ceil((score / total) * MAX_STARS));
}

/** Shown only when there was a best score above 0 to beat, and this score beats it. */
export function isNewHighScore(score: number, previousBest: number): boolean {
  return previousBest > 0 && score > previousBest;
}

/** A stored game's figures, as whole percents. */

export function accuracy(correct: number, answered: number): number {
  return answered > 0 ? Math.round((correct / answered) * 100) : 0;
}

/** A share (0..1) as a whole percent. */
export function percent(share: number): number {
  return Math.round(share * 100);
}

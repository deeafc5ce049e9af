/** The leaderboard and final screen's arithmetic: who is shown, verdicts, stars, answer bars. */
import type { LeaderboardRow, PlayerId } from '@/features/multiplayer/types';

/** Large rooms: the leaderboard lists this many, plus the player's own row when it is further down. */
export const LEADERBOARD_TOP = 10;
export const MAX_STARS = 5;
export const CHOICE_LETTERS = 'ABCDEFGHIJ';

export const isPlayer = (row: { id: PlayerId }, id: PlayerId | undefined) => id !== undefined && String(row.id) === String(id);

export function byRank(rows: LeaderboardRow[]): LeaderboardRow[] {
  return [...rows].sort((a, b) => a.rank - b.rank || b.score - a.score);
}

/** The top rows and, when the player ranks below them, the player's own row apart. */
export function visibleRows(rows: LeaderboardRow[], me: PlayerId | undefined): { top: LeaderboardRow[]; own: LeaderboardRow | null } {
  const sorted = byRank(rows);
  const top = sorted.slice(0, LEADERBOARD_TOP);
  const mine = sorted.find((row) => isPlayer(row, me)) ?? null;
  return { top, own: mine && !top.includes(mine) ? mine : null };
}

export type Podium = 'gold' | 'silver' | 'bronze' | null;

/** The spec's verdicts by rank, on a pupil's phone only: 'You Won!', ..., otherwise 'You finished #N!'. */
export function finalMessage(rank: number): { podium: Podium; message: string } {
  if (rank === 1) return { podium: 'gold', message: 'You Won!' };
  if (rank === 2) return { podium: 'silver', message: 'Great Job! 2nd Place!' };
  if (rank === 3) return { podium: 'bronze', message: 'Awesome! 3rd Place!' };
  return { podium: null, message: `You finished #${rank}!` };
}

/**
 * One accuracy everywhere (CONTRACT §7): correct answers of the questions asked while the player was
 * there, as the server counts it; this line says so under the figure.
 */
export function accuracyLine(correct: number, asked: number): string {
  return `${correct} correct of the ${asked} ${asked === 1 ? 'question' : 'questions'} asked while you were in the game.`;
}

/** Spec: rounded up, at most 5. */
export function starCount(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(MAX_STARS, Math.ceil((correct / total) * MAX_STARS));
}

export function accuracyPercent(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

/** How many chose each choice, in the order of the choices. */
export function choiceCounts(choices: string[], counts: Record<string, number> | number[] | undefined): number[] {
  if (!counts) return choices.map(() => 0);
  if (Array.isArray(counts)) return choices.map((_, index) => counts[index] ?? 0);
  return choices.map((choice, index) => counts[choice] ?? counts[String(index)] ?? 0);
}

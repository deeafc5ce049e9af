import { prefersReducedMotion } from '@/lib/motion';

export const CONFETTI_PIECES = 30;

/** A short burst on the results screen; the library loads only when a quiz is finished. */
export async function launchConfetti(): Promise<void> {
  if (prefersReducedMotion()) return; // not even loaded
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({ particleCount: CONFETTI_PIECES, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true });
  } catch {
    /* decoration only: a failed load or a browser without canvas changes nothing */
  }
}

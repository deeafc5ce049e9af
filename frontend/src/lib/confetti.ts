import { prefersReducedMotion } from '@/lib/motion';

/**
 * The results screens' confetti (spec §9: 30 pieces), for a solo quiz and a live game alike. The library
 * loads only when a quiz or a game is over.
 */
export const CONFETTI_PIECES = 30;

export async function launchConfetti(): Promise<void> {
  if (prefersReducedMotion()) return; // not even loaded
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({ particleCount: CONFETTI_PIECES, spread: 80, origin: { y: 0.5 }, disableForReducedMotion: true });
  } catch {
    /* decoration only: a failed load or a browser without canvas changes nothing */
  }
}

/** Clears pieces still falling (leaving the final screen). */
export async function stopConfetti(): Promise<void> {
  try {
    const { default: confetti } = await import('canvas-confetti');
    confetti.reset();
  } catch {
    /* nothing to clear */
  }
}

import { CUSTOM_COUNT_MAX, CUSTOM_COUNT_MIN } from '@/features/generator/constants';
import type { PlanLimits } from '@/types/api';

/**
 * The custom count while typing: an integer, nothing above the maximum (such input is ignored,
 * so the previous text stays). Returns null when the keystroke must be ignored.
 */
export function acceptCustomCountInput(text: string): string | null {
  if (text === '') return '';
  if (!/^-?\d+$/.test(text)) return null;
  return Number(text) > CUSTOM_COUNT_MAX ? null : text;
}

/** The custom count once the field loses focus: always within 1..30. */
export function clampCustomCount(text: string): number {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value) || value < CUSTOM_COUNT_MIN) return CUSTOM_COUNT_MIN;
  return Math.min(value, CUSTOM_COUNT_MAX);
}

/** Whether the plan lets a quiz have this many questions. */
export function isGenerateCountAllowed(count: number, limits: PlanLimits): boolean {
  return Number.isInteger(count) && count >= limits.questions_per_quiz_min && count <= limits.questions_per_quiz_max;
}

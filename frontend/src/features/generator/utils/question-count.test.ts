import {
  acceptCustomCountInput,
  clampCustomCount,
  isGenerateCountAllowed,
} from '@/features/generator/utils/question-count';
import { PLANS } from '@/testing/fixtures';

describe('custom question count', () => {
  it('ignores typing that goes above 30 or is not a number', () => {
    expect(acceptCustomCountInput('30')).toBe('30');
    expect(acceptCustomCountInput('31')).toBeNull();
    expect(acceptCustomCountInput('300')).toBeNull();
    expect(acceptCustomCountInput('1.5')).toBeNull();
    expect(acceptCustomCountInput('')).toBe('');
  });

  it('clamps to 1..30 on blur', () => {
    expect(clampCustomCount('0')).toBe(1);
    expect(clampCustomCount('-4')).toBe(1);
    expect(clampCustomCount('')).toBe(1);
    expect(clampCustomCount('45')).toBe(30);
    expect(clampCustomCount('12')).toBe(12);
  });

  it('allows generating 5 to 50 questions', () => {
    expect(isGenerateCountAllowed(4, PLANS.premium)).toBe(false);
    expect(isGenerateCountAllowed(5, PLANS.premium)).toBe(true);
    expect(isGenerateCountAllowed(50, PLANS.premium)).toBe(true);
    expect(isGenerateCountAllowed(51, PLANS.premium)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';

import { isNewHighScore, resultMessage, scorePercent, starCount } from '@/features/solo-play/lib/results';

describe('results', () => {
  it.each([
    [10, 10, 'Amazing! You aced it!'],
    [9, 10, 'Amazing! You aced it!'],
    [8, 10, 'Great job!'],
    [7, 10, 'Great job!'],
    [6, 10, 'Not bad!'],
    [5, 10, 'Not bad!'],
    [4, 10, 'You can do better'],
    [0, 5, 'You can do better'],
  ])('%i of %i says %s', (score, total, message) => {
    expect(resultMessage(score, total)).toBe(message);
  });

  it('counts stars as ceil(score/total*5), capped at 5', () => {
    expect(starCount(0, 5)).toBe(0);
    expect(starCount(1, 10)).toBe(1);
    expect(starCount(3, 7)).toBe(3);
    expect(starCount(7, 10)).toBe(4);
    expect(starCount(5, 5)).toBe(5);
    expect(starCount(12, 10)).toBe(5);
    expect(starCount(0, 0)).toBe(0);
  });

  it('rounds the percentage', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it('marks a new high score only when a best above 0 is beaten', () => {
    expect(isNewHighScore(3, 0)).toBe(false);
    expect(isNewHighScore(3, 3)).toBe(false);
    expect(isNewHighScore(2, 3)).toBe(false);
    expect(isNewHighScore(4, 3)).toBe(true);
  });
});

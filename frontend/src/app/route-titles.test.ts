import { describe, expect, it } from 'vitest';

import { documentTitle, NOT_FOUND_TITLE, screenTitle } from '@/app/route-titles';
import { routes } from '@/app/router';

/** A concrete address for a route pattern. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, 'ABC234');

describe('tab titles', () => {
  it('names every screen of the route table (a route added without a title fails here)', () => {
    const patterns = (routes[0].children ?? []).map((route) => route.path).filter((path) => path && path !== '*');
    expect(patterns.length).toBeGreaterThan(10);
    for (const pattern of patterns) expect(screenTitle(sample(pattern!)), pattern).not.toBe(NOT_FOUND_TITLE);
  });

  it("says where the user is, then 'QuizForge'", () => {
    expect(documentTitle('/generator')).toBe('Create Your Interactive Quiz – QuizForge');
    expect(documentTitle('/shared/xyz')).toBe('Shared Quiz – QuizForge');
    expect(documentTitle('/quizzes')).toBe('Page Not Found – QuizForge');
  });
});

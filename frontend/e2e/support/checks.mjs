/** Small waiting assertions for playwright-core (which ships without `expect`). */
import assert from 'node:assert/strict';

export { assert };

/** Polls `read` until `accept(value)` holds; fails with `message` and the last value otherwise. */
export async function until(read, accept, message, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await read();
    if (accept(last)) return last;
    if (Date.now() > deadline) throw new Error(`${message} (last seen: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const visible = (locator, timeout) => locator.waitFor({ state: 'visible', timeout });
export const gone = (locator, timeout) => locator.waitFor({ state: 'hidden', timeout });

export async function expectEnabled(locator, enabled, what) {
  await until(() => locator.isEnabled(), (value) => value === enabled, `${what} should be ${enabled ? 'enabled' : 'disabled'}`);
}

/** The page's URL path reaches `path` (a string or a RegExp). */
export async function expectPath(page, path, timeoutMs = 10_000) {
  const matches = (value) => (path instanceof RegExp ? path.test(value) : value === path);
  await until(() => new URL(page.url()).pathname, matches, `the page should be at ${path}`, timeoutMs);
}

/**
 * Nothing on the page is wider than the viewport (a sideways scroll on a phone means something is cut off
 * or overflows); returns the offending elements when there are some.
 */
export async function expectNoSidewaysScroll(page, where) {
  const overflow = await page.evaluate(() => {
    const doc = globalThis.document;
    const width = doc.documentElement.clientWidth;
    if (doc.documentElement.scrollWidth <= width) return [];
    return [...doc.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
  assert.deepEqual(overflow, [], `${where}: elements stick out past the right edge of the screen`);
}

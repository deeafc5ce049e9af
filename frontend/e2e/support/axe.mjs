/**
 * axe-core in the page under test: WCAG 2.0-2.2 A and AA rules plus axe's best practices; serious and
 * critical findings fail the test. The engine is evaluated through the browser's debugging protocol,
 * so a Content-Security-Policy that forbids inline scripts does not stop it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
export const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the whole page (open dialogs and menus included); returns its violations. */
export async function axeViolations(page) {
  const loaded = await page.evaluate(() => typeof globalThis.axe !== 'undefined');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const results = await globalThis.axe.run(globalThis.document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 4).map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
    }));
  }, TAGS);
}

/** Describes violations one per line, with the first elements each concerns. */
export function describeViolations(violations) {
  return violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `      ${node.target}: ${node.summary?.replace(/\s+/g, ' ')}`).join('\n'),
    )
    .join('\n    ');
}

/** Fails with every serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page, where) {
  const blocking = (await axeViolations(page)).filter((violation) => BLOCKING.has(violation.impact));
  if (blocking.length) throw new Error(`${where}: axe found ${blocking.length} serious or critical problems:\n    ${describeViolations(blocking)}`);
}

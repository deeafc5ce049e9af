/**
 * A live-game state looked at at both sizes: shot at the page's own size and resized to the other, with
 * no sideways scroll and thumb-sized tap targets on a phone, and axe at each (see shotBothSizes).
 */
import { expectNoSeriousViolations } from './axe.mjs';
import { assert, expectNoSidewaysScroll } from './checks.mjs';
import { VIEWPORTS } from './viewports.mjs';

const sizeName = (page) => (page.viewportSize().width === VIEWPORTS.phone.width ? 'phone' : 'desktop');
export const settle = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** On a phone every button, link and field of the screen is at least 44 px tall: a thumb hits it. */
async function expectTapTargets(page, where) {
  const small = await page.evaluate(() =>
    [...globalThis.document.querySelectorAll('main button, main a[href], main select, main input:not([type="checkbox"]):not([type="range"])')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 44)
      .map(({ element, box }) => `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}" ${Math.round(box.height)} px`),
  );
  assert.deepEqual(small, [], `${where}: tap targets under 44 px on a phone`);
}

/**
 * Shoots `page` as `label-<its size>`, then resized to the other size as `label-<other size>`, and back.
 * axe runs at both sizes unless the state is `brief` (an overlay that goes away by itself): then the two
 * shots come first and axe runs once, at the page's own size.
 */
export async function shotBothSizes(shot, page, label, { brief = false } = {}) {
  const own = sizeName(page);
  const other = own === 'phone' ? 'desktop' : 'phone';
  const ownSize = page.viewportSize();
  const look = async (size) => {
    await shot(`${label}-${size}`, page);
    if (size === 'phone') await expectNoSidewaysScroll(page, `${label} on a phone`);
    if (size === 'phone') await expectTapTargets(page, label);
    if (!brief) await expectNoSeriousViolations(page, `${label} (${size})`);
  };
  await look(own);
  await page.setViewportSize({ width: VIEWPORTS[other].width, height: VIEWPORTS[other].height });
  await settle(page);
  await look(other);
  await page.setViewportSize(ownSize);
  await settle(page);
  if (brief) await expectNoSeriousViolations(page, `${label} (${own})`);
}


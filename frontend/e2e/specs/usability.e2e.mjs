/**
 * What a keyboard, screen-reader or phone user trips on: a visible focus ring on every Tab stop, dialogs
 * that keep and return focus, the phone menu, messages that appear where the user is looking, a tab title
 * per screen with a real 404, compressed first-page JavaScript, and the small layout cases (long e-mail,
 * status pages, a used verification link).
 */
import { assert, expectNoSidewaysScroll, gone, until, visible } from '../support/checks.mjs';
import {
  PASSWORD,
  isPhone,
  openMobileMenu,
  registerByApi,
  saveQuizByApi,
  signInFresh,
  signInWith,
} from '../support/session.mjs';
import { writeStudyNotes } from '../support/study-notes.mjs';

const FIRST_PAGE_JS_BUDGET = 150 * 1024;

/**
 * The focused element's outline and the colours around it. The ring must be a solid outline at least 2 px
 * wide whose colour has 3:1 contrast with the background it is drawn on (WCAG 2.2 AA, 1.4.11).
 */
async function focusRing(page) {
  return page.evaluate(() => {
    const parse = (value) => {
      const match = value.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
      return match ? { rgb: [+match[1], +match[2], +match[3]], alpha: match[4] === undefined ? 1 : +match[4] } : null;
    };
    const luminance = ([r, g, b]) => {
      const channel = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a, b) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high + 0.05) / (low + 0.05);
    };
    /** The colours behind an element: its first ancestor with a background colour or a gradient. */
    const backdrop = (start) => {
      for (let node = start; node; node = node.parentElement) {
        const style = globalThis.getComputedStyle(node);
        const gradient = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map((m) => parse(m[0]).rgb);
        if (gradient.length) return gradient;
        const colour = parse(style.backgroundColor);
        if (colour && colour.alpha > 0.5) return [colour.rgb];
      }
      return [[255, 255, 255]];
    };
    const element = globalThis.document.activeElement;
    const style = globalThis.getComputedStyle(element);
    const outline = parse(style.outlineColor);
    // An outline with an offset is drawn on what surrounds the element; one without, on its own edge.
    const behind = backdrop(parseFloat(style.outlineOffset) > 0 ? element.parentElement : element);
    return {
      what: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 30)}"`,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: outline ? Math.min(...behind.map((colour) => contrast(outline.rgb, colour))) : 0,
    };
  });
}

/** Tabs through the page `count` times; every stop must show a ring that passes. */
async function expectVisibleFocusOnEveryStop(page, count, where) {
  const problems = [];
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    if (ring.what.startsWith('body')) continue;
    if (ring.style !== 'solid' || ring.width < 2 || ring.contrast < 3) {
      problems.push(`${ring.what}: outline ${ring.style} ${ring.width}px, contrast ${ring.contrast.toFixed(2)}:1`);
    }
  }
  assert.deepEqual([...new Set(problems)], [], `${where}: focus rings that cannot be seen`);
}

const activeInside = (locator) => locator.evaluate((node) => node.contains(globalThis.document.activeElement));
const activeDescription = (page) =>
  page.evaluate(() => {
    const element = globalThis.document.activeElement;
    return `${element?.tagName.toLowerCase()}#${element?.id} "${(element?.textContent ?? '').trim().slice(0, 40)}"`;
  });

/** The element lies fully between the sticky navbar and the bottom of the screen. */
async function expectInView(page, locator, what) {
  await until(
    async () => {
      const box = await locator.boundingBox();
      const navbar = (await page.locator('.navbar').boundingBox()) ?? { y: 0, height: 0 };
      const height = page.viewportSize().height;
      return box && box.y >= navbar.y + navbar.height - 1 && box.y + box.height <= height + 1 ? 'in view' : JSON.stringify(box);
    },
    (state) => state === 'in view',
    `${what} should be in view`,
    5_000,
  );
}

/** A two-question quiz called `title`. */
const smallQuiz = (title) => ({
  title,
  questions: [
    { question: 'What colour is chlorophyll?', choices: ['Green', 'Red', 'Blue', 'Black'], correct_answer: 'Green' },
    { question: 'Where does the Calvin cycle run?', choices: ['Stroma', 'Nucleus', 'Xylem', 'Root'], correct_answer: 'Stroma' },
  ],
});

export const tests = [
  {
    name: 'focus rings on every tab stop',
    run: async ({ page, baseURL, unique, viewport, shot }) => {
      await page.goto('/');
      await expectVisibleFocusOnEveryStop(page, 45, 'home page, visitor');
      await signInFresh(page, { baseURL, unique }, 'ring');
      await page.goto('/generator');
      await visible(page.getByRole('heading', { name: 'Create Your Interactive Quiz' }));
      await expectVisibleFocusOnEveryStop(page, 30, 'generator');
      // The purple primary button, focused from the keyboard.
      const generate = page.getByRole('button', { name: 'Generate Quiz' });
      await generate.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      assert.match(await activeDescription(page), /Generate Quiz/);
      const ring = await focusRing(page);
      assert.equal(ring.style, 'solid', 'Generate Quiz shows an outline when focused');
      assert.ok(ring.contrast >= 3, `Generate Quiz's ring contrast ${ring.contrast}`);
      await generate.scrollIntoViewIfNeeded();
      await shot('generate-focused');
      if (!isPhone(viewport)) {
        await page.goto('/');
        await page.locator('footer').getByRole('link', { name: 'About Us' }).focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const footerRing = await focusRing(page);
        assert.ok(footerRing.contrast >= 3, `a footer link's ring on the dark footer: ${footerRing.contrast}`);
      }
    },
  },
  {
    name: 'dialogs keep and return focus',
    run: async ({ page, baseURL, unique, viewport, shot }) => {
      await page.goto('/');
      // Opened from the keyboard: Tab and Shift+Tab never leave it, Escape closes it and focus comes back.
      const opener = isPhone(viewport)
        ? page.getByRole('button', { name: 'Open menu' })
        : page.locator('.navbar__actions').getByRole('button', { name: 'Login', exact: true });
      if (isPhone(viewport)) {
        await opener.focus();
        await page.keyboard.press('Enter');
        await page.locator('#mobile-menu').getByRole('button', { name: 'Login', exact: true }).focus();
      } else {
        await opener.focus();
      }
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
      await visible(dialog);
      for (let step = 0; step < 15; step += 1) {
        await page.keyboard.press('Tab');
        assert.ok(await activeInside(dialog), `Tab ${step + 1} left the login dialog for ${await activeDescription(page)}`);
      }
      for (let step = 0; step < 15; step += 1) {
        await page.keyboard.press('Shift+Tab');
        assert.ok(await activeInside(dialog), `Shift+Tab ${step + 1} left the login dialog for ${await activeDescription(page)}`);
      }
      await shot('login-dialog-focus');
      await page.keyboard.press('Escape');
      await gone(dialog);
      const returnTo = isPhone(viewport) ? page.getByRole('button', { name: /^(Open|Close) menu$/ }) : opener;
      assert.ok(
        await returnTo.evaluate((node) => node === globalThis.document.activeElement),
        `focus should return to the button that opened the dialog, not ${await activeDescription(page)}`,
      );

      // The share dialog of a saved quiz: the cards behind it are out of reach, and focus returns to Share.
      await signInFresh(page, { baseURL, unique }, 'dialog');
      await saveQuizByApi(page, smallQuiz('Focus Trap Quiz'));
      await page.goto('/saved-quizzes');
      const share = page.getByRole('article', { name: 'Focus Trap Quiz' }).getByRole('button', { name: 'Share' });
      await share.focus();
      await page.keyboard.press('Enter');
      const shareDialog = page.getByRole('dialog', { name: 'Share Your Quiz' });
      await visible(shareDialog);
      for (let step = 0; step < 10; step += 1) {
        await page.keyboard.press('Shift+Tab');
        assert.ok(await activeInside(shareDialog), `Shift+Tab ${step + 1} reached ${await activeDescription(page)} behind the dialog`);
      }
      await page.keyboard.press('Escape');
      await gone(shareDialog);
      assert.ok(await share.evaluate((node) => node === globalThis.document.activeElement), 'focus returns to Share');
    },
  },
  {
    name: 'phone menu closes on escape and outside taps',
    viewports: ['phone'],
    run: async ({ page, shot }) => {
      await page.goto('/about');
      const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
      await openMobileMenu(page);
      await shot('menu-open');
      await page.keyboard.press('Escape');
      await gone(page.locator('#mobile-menu'));
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.ok(await toggle.evaluate((node) => node === globalThis.document.activeElement), 'Escape gives focus back to the menu button');
      await openMobileMenu(page);
      await page.touchscreen.tap(195, 800);
      await gone(page.locator('#mobile-menu'));
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    },
  },
  {
    name: 'generator messages appear where the user looks',
    run: async ({ page, baseURL, unique, shot }) => {
      await signInFresh(page, { baseURL, unique }, 'messages');
      await page.goto('/generator');
      await page.getByRole('button', { name: 'Generate Quiz' }).click();
      const noFile = page.getByRole('alert').filter({ hasText: 'Please select a file.' });
      await expectInView(page, noFile, "'Please select a file.'");
      await shot('no-file');
      await page.evaluate(() => globalThis.scrollTo(0, 0));
      await page.getByLabel('Document file').setInputFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: Buffer.from('89504e47', 'hex') });
      const wrongType = page.getByRole('alert').filter({ hasText: 'Please upload a supported file type' });
      await expectInView(page, wrongType, 'the wrong-file-type message');
      await gone(noFile);

      const notes = writeStudyNotes('Messages Study Notes');
      try {
        await page.getByLabel('Document file').setInputFiles(notes.file);
        await page.getByRole('button', { name: 'Generate Quiz' }).click();
        const heading = page.getByRole('heading', { name: 'Quiz Generated Successfully!' });
        await visible(heading, 120_000);
        const result = page.locator('section.generation-result');
        const success = result.getByRole('status').filter({ hasText: /generated/i });
        await expectInView(page, success, 'the generation message');
        await expectInView(page, heading, 'the result heading');
        assert.ok(await heading.evaluate((node) => node === globalThis.document.activeElement), 'the new quiz takes the focus');
        await shot('generated');
        // Meanwhile the free account saved its one quiz elsewhere: this save is refused, and the refusal
        // replaces the success message.
        await saveQuizByApi(page, smallQuiz('The one free quiz'));
        await result.getByRole('button', { name: 'Save Quiz' }).click();
        const refused = page.getByRole('alert').filter({ hasText: 'Free users can only save one quiz.' });
        await expectInView(page, refused, 'the free plan save refusal');
        assert.equal(await page.getByRole('status').filter({ hasText: /generated/i }).count(), 0, 'the stale success message is gone');
        await shot('save-refused');
      } finally {
        notes.cleanup();
      }
    },
  },
  {
    name: 'tab titles and a real 404',
    run: async ({ page, baseURL, viewport }) => {
      const titles = {
        '/': 'AI Quiz Generator – QuizForge',
        '/generator': 'Create Your Interactive Quiz – QuizForge',
        '/pricing': 'Pricing – QuizForge',
        '/saved-quizzes': 'Your Quiz Collection – QuizForge',
        '/no-such-page': 'Page Not Found – QuizForge',
      };
      for (const [route, title] of Object.entries(titles)) {
        const response = await page.goto(route);
        await until(() => page.title(), (value) => value === title, `the title of ${route}`);
        assert.equal(response.status(), route === '/no-such-page' ? 404 : 200, `status of ${route}`);
      }
      await visible(page.getByRole('heading', { name: 'Page not found' }));
      // A navigation inside the app changes the title too.
      if (isPhone(viewport)) await (await openMobileMenu(page)).getByRole('link', { name: 'Contact', exact: true }).click();
      else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
      await until(() => page.title(), (value) => value === 'Contact Us – QuizForge', 'the title after navigating');
      for (const path of ['/shared/abc', '/reset-password/xyz', '/multiplayer/lobby/ABC234']) {
        assert.equal((await fetch(`${baseURL}${path}`)).status, 200, `${path} is an app route`);
      }
      for (const path of ['/quizzes', '/generator/extra', '/shared']) {
        assert.equal((await fetch(`${baseURL}${path}`)).status, 404, `${path} is not an app route`);
      }
    },
  },
  {
    name: 'first page javascript is compressed and cached',
    viewports: ['phone'],
    run: async ({ page }) => {
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      let transferred = 0;
      for (const response of scripts) {
        const headers = await response.allHeaders();
        assert.equal(headers['content-encoding'], 'br', `${response.url()} comes brotli-compressed`);
        assert.match(headers['cache-control'] ?? '', /immutable/, `${response.url()} may be cached for good`);
        transferred += (await response.request().sizes()).responseBodySize;
      }
      assert.ok(scripts.length > 0, 'the page loads scripts');
      assert.ok(transferred <= FIRST_PAGE_JS_BUDGET, `the first page's JavaScript is ${transferred} bytes compressed`);
      console.log(`    first page: ${scripts.length} scripts, ${(transferred / 1024).toFixed(1)} KB brotli`);
    },
  },
  {
    name: 'long e-mails, status pages and used links',
    run: async ({ page, baseURL, unique, shot, mailbox }) => {
      // A long address is shown in full on the profile.
      const email = `a.very.long.mailbox.name.for.wrapping.${unique}@departmental-mail.example-university.edu`;
      await signInWith(page, await registerByApi(baseURL, email, PASSWORD));
      await page.goto('/profile');
      const shown = page.locator('dd', { hasText: email.slice(0, 20) });
      await visible(shown);
      assert.equal((await shown.innerText()).replace(/\s+/g, ''), email, 'the whole address is shown');
      assert.ok(await shown.evaluate((node) => node.scrollWidth <= node.clientWidth + 1), 'the address is not cut off');
      // Nowhere on the profile is it cut off with an ellipsis.
      const clipped = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll('*')]
          .filter((node) => node.textContent.includes('a.very.long') && node.children.length === 0)
          .filter((node) => node.scrollWidth > node.clientWidth + 1 || globalThis.getComputedStyle(node).textOverflow === 'ellipsis')
          .map((node) => node.tagName.toLowerCase()),
      );
      assert.deepEqual(clipped, [], 'elements that cut the e-mail off');
      await expectNoSidewaysScroll(page, 'profile with a long e-mail');
      await shot('profile-long-email');

      // A verification link used twice says the address is already verified.
      const link = await mailbox.waitForLink(email, /http[^\s"<>]*\/verify-email\/[^\s"<>]+/);
      await page.goto(link);
      await visible(page.getByRole('heading', { name: 'Email Verified!' }));
      await page.goto(link);
      await visible(page.getByText('Your email address is already verified.'));
      assert.equal(await page.getByText('Verification failed.').count(), 0);
      await shot('already-verified');

      // Status pages keep their text off the screen's edges.
      for (const route of ['/multiplayer', '/no-such-page']) {
        await page.goto(route);
        const title = page.locator('main h1');
        await visible(title);
        const width = page.viewportSize().width;
        for (const text of [title, page.locator('main p').first()]) {
          const box = await text.boundingBox();
          assert.ok(box.x >= 12 && box.x + box.width <= width - 12, `${route}: text from ${box.x} to ${box.x + box.width} of ${width}`);
        }
        await shot(`status${route.replace(/\W+/g, '-')}`);
      }
    },
  },
];

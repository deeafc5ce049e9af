/**
 * axe-core on every screen at both sizes: each route of the app's route table (the build's
 * spa-routes.json, written from config/paths.ts, so a route added later is checked without touching this
 * file) as a visitor and signed in, plus the dialogs, menus and states a user reaches on the way: the
 * sign-in dialog, the menus, a generated quiz and its editor, the collection and the share dialog, solo
 * play with its feedback, pause and results, a Premium profile and its cancel dialog, and the 404 page.
 * Serious and critical findings fail; every screen is photographed.
 */
import fs from 'node:fs';
import path from 'node:path';

import { expectNoSeriousViolations } from '../support/axe.mjs';
import { until, visible } from '../support/checks.mjs';
import { isPhone, openAccountPanel, openAuth, openMobileMenu, saveQuizByApi, signInFresh } from '../support/session.mjs';
import { writeStudyNotes } from '../support/study-notes.mjs';

/** A value for each kind of route parameter: the screens show their "not found" or "invalid link" state. */
const SAMPLE_PARAMS = {
  token: 'sample-token-0000',
  playerToken: 'sample-player-token-0000',
  roomCode: 'ABC234',
  gameId: '1',
  code: 'ABC234',
  quizId: '1',
};

export function appRoutes(repo) {
  const file = path.join(repo, 'frontend', 'dist', 'spa-routes.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the app first (npm run build)`);
  const { routes } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return routes.map((pattern) =>
    pattern.replace(/:(\w+)/g, (_, name) => {
      if (!(name in SAMPLE_PARAMS)) throw new Error(`No sample value for the route parameter :${name} (${pattern})`);
      return SAMPLE_PARAMS[name];
    }),
  );
}

/** The focus is on `locator` (not dropped to the page's body). */
async function expectFocusOn(page, locator, what) {
  await until(
    () => locator.evaluate((node) => node === globalThis.document.activeElement),
    (focused) => focused,
    `${what} should have the focus`,
    5_000,
  );
}

/** Waits until the screen has finished loading: no loading screen, no route bar, no requests in flight. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.loading-screen, .route-progress').waitFor({ state: 'detached' });
}

const QUIZ = {
  title: 'Solar System Basics',
  questions: [
    { question: 'Which planet is closest to the Sun?', choices: ['Mercury', 'Venus', 'Earth', 'Mars'], correct_answer: 'Mercury' },
    { question: 'Which planet is known as the red planet?', choices: ['Jupiter', 'Mars', 'Saturn', 'Venus'], correct_answer: 'Mars' },
  ],
};

export const tests = [
  {
    name: 'every screen passes axe',
    run: async (context) => {
      const failures = [];
      try {
        await walkScreens(context, failures);
      } catch (error) {
        if (failures.length) error.message += `\nBefore that, ${failures.length} screens had axe problems:\n${failures.join('\n')}`;
        throw error;
      }
      if (failures.length) throw new Error(`${failures.length} screens have axe problems:\n${failures.join('\n')}`);
    },
  },
];

async function walkScreens({ page, baseURL, viewport, shot, unique, repo, manage }, failures) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const check = async (where, label) => {
    await shot(label);
    try {
      await expectNoSeriousViolations(page, where);
    } catch (error) {
      failures.push(error.message);
    }
  };
  const routes = appRoutes(repo);

  // Every route as a visitor, then the sign-in dialog's three views and the phone menu.
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    await check(`${route} (visitor)`, `visitor${route.replace(/\W+/g, '-')}`);
  }
  await page.goto('/no-such-page');
  await settled(page);
  await visible(page.getByRole('heading', { name: 'Page not found' }));
  await check('404 page', 'not-found');
  await page.goto('/');
  await settled(page);
  if (isPhone(viewport)) {
    await openMobileMenu(page);
    await check('mobile menu (visitor)', 'mobile-menu');
    await page.keyboard.press('Escape');
  }
  const dialog = await openAuth(page, viewport, 'Login');
  await visible(dialog.getByRole('heading', { name: 'Welcome Back' }));
  await check('login dialog', 'login-dialog');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await visible(dialog.getByRole('heading', { name: 'Create Account' }));
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await check('register dialog', 'register-dialog');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await visible(dialog.getByRole('heading', { name: 'Reset Password' }));
  await check('forgot password dialog', 'forgot-dialog');

  // Every route signed in.
  const { email } = await signInFresh(page, { baseURL, unique }, 'a11y');
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    await check(`${route} (signed in)`, `user${route.replace(/\W+/g, '-')}`);
  }
  await page.goto('/');
  await settled(page);
  await openAccountPanel(page, viewport);
  await check('account menu', 'account-menu');
  await page.keyboard.press('Escape');

  // Premium from here on: the editor and the cancel dialog are Premium's.
  manage.makePremium(email);

  // The generator with a result, and its editor.
  const notes = writeStudyNotes();
  try {
    await page.goto('/generator');
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    await visible(page.getByRole('alert').getByText('Please select a file.'));
    await check('generator error', 'generator-error');
    await page.getByLabel('Document file').setInputFiles(notes.file);
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    await visible(page.getByRole('heading', { name: 'Quiz Generated Successfully!' }), 120_000);
    await check('generator result', 'generator-result');
    await page.getByRole('button', { name: 'Review & Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Review & Edit Quiz' });
    await visible(editor);
    await check('review and edit dialog', 'review-edit');
    // Shift+Tab never reaches the result card behind the editor.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const inside = await editor.evaluate((node) => node.contains(globalThis.document.activeElement));
      if (!inside) throw new Error(`Shift+Tab ${step + 1} left the Review & Edit dialog`);
    }
  } finally {
    notes.cleanup();
  }

  // The collection, the share dialog, and solo play to the results.
  await saveQuizByApi(page, QUIZ);
  await page.goto('/saved-quizzes');
  await settled(page);
  const card = page.getByRole('article', { name: QUIZ.title });
  await visible(card);
  await check('collection with a quiz', 'collection');
  await card.getByRole('button', { name: 'Share' }).click();
  await visible(page.getByRole('dialog', { name: 'Share Your Quiz' }));
  await check('share dialog', 'share-dialog');
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Start Quiz' }).click();
  const question = page.getByRole('region', { name: 'Question 1' });
  await visible(question.getByRole('heading', { name: QUIZ.questions[0].question }), 10_000);
  await check('solo play question', 'play-question');
  await page.getByRole('button', { name: 'Pause quiz' }).click();
  await visible(page.getByRole('dialog', { name: 'Paused' }));
  await check('pause dialog', 'play-paused');
  await page.getByRole('button', { name: 'Resume' }).click();
  await question.getByRole('button', { name: /Venus/ }).click();
  await visible(question.getByRole('heading', { name: 'Incorrect!' }));
  await check('solo play feedback', 'play-feedback');
  await question.getByRole('button', { name: 'Next Question' }).click();
  const second = page.getByRole('region', { name: 'Question 2' });
  await visible(second.getByRole('heading', { name: QUIZ.questions[1].question }), 10_000);
  // The Next button is gone: the new question has the focus, so Tab goes on to its choices.
  await expectFocusOn(page, second.getByRole('heading', { name: QUIZ.questions[1].question }), 'the next question');
  await second.getByRole('button', { name: /Mars/ }).click();
  await second.getByRole('button', { name: 'See Results' }).click();
  await visible(page.locator('section.solo-results'));
  await expectFocusOn(page, page.locator('#solo-results-title'), 'the results verdict');
  await check('results screen', 'play-results');

  // A Premium profile and its cancel dialog.
  await page.goto('/profile');
  await settled(page);
  await visible(page.getByText('Premium Plan').first());
  await check('premium profile', 'premium-profile');
  const cancel = page.getByRole('button', { name: /Cancel Subscription/ });
  if (await cancel.count()) {
    await cancel.first().click();
    await visible(page.getByRole('dialog'));
    await check('cancel subscription dialog', 'cancel-dialog');
  }
}

/** Accounts: register with the live checklist, plan badge, logout, login, forgot and reset password. */
import { assert, expectEnabled, expectNoSidewaysScroll, expectPath, gone, until, visible } from '../support/checks.mjs';
import { PASSWORD, isPhone, logOut, openAccountPanel, openAuth } from '../support/session.mjs';

const NEW_PASSWORD = 'Fresh#Start2025';
const WRONG_PASSWORD_MESSAGE = 'Invalid email or password. Please check your credentials and try again.';
const RESET_LINK = /http[^\s"<>]*\/reset-password\/[^\s"<>]+/;

/** The labels of the checklist items whose rule currently holds. */
const metRules = (dialog) =>
  dialog
    .getByRole('list', { name: 'Password requirements' })
    .locator('li[data-met="true"]')
    .evaluateAll((items) => items.map((item) => item.firstChild.textContent.trim()));

async function expectSignedIn(page, viewport, email, plan) {
  const panel = await openAccountPanel(page, viewport);
  await visible(panel.getByText(email, { exact: true }));
  await visible(panel.locator('.badge').getByText(plan, { exact: true }));
  return panel;
}

async function closeAccountPanel(page, viewport) {
  if (isPhone(viewport)) await page.getByRole('button', { name: 'Close menu' }).click();
  else await page.keyboard.press('Escape');
}

async function logInWithModal(dialog, email, password) {
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export const tests = [
  {
    name: 'register to password reset',
    run: async ({ page, viewport, shot, mailbox, unique }) => {
      const email = `e2e-${unique}@example.com`;

      await page.goto('/');
      await visible(page.getByRole('link', { name: 'Try for Free' }).first());
      await expectNoSidewaysScroll(page, 'home');
      await shot('home');

      // Register: the checklist follows the typing and the submit button waits for every rule.
      let dialog = await openAuth(page, viewport, 'Register');
      await visible(dialog.getByRole('heading', { name: 'Create Account' }));
      const submit = dialog.getByRole('button', { name: 'Create Account' });
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('quiz');
      assert.deepEqual(await metRules(dialog), ['One lowercase letter']);
      await expectEnabled(submit, false, 'Create Account with a weak password');
      await dialog.getByLabel('Password', { exact: true }).fill('Quizforge2024');
      assert.equal((await metRules(dialog)).length, 4, 'all but the special-character rule hold');
      await visible(dialog.locator('li[data-met="false"]').getByText('One special character'));
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      assert.equal((await metRules(dialog)).length, 5, 'every rule holds');
      await dialog.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
      await visible(dialog.getByText('Passwords do not match'));
      await expectEnabled(submit, false, 'Create Account with differing passwords');
      await dialog.getByLabel('Confirm Password').fill(PASSWORD);
      await gone(dialog.getByText('Passwords do not match'));
      await expectEnabled(submit, true, 'Create Account with a valid form');
      await shot('register-modal');
      await submit.click();
      await gone(dialog);
      // The welcome toast shows, then leaves on its own after 3 seconds.
      const toast = page.locator('.toast').getByText('Welcome to QuizForge!');
      await visible(toast);
      await gone(toast, 6_000);

      // Signed in on the free plan.
      await expectSignedIn(page, viewport, email, 'Free');
      await shot('signed-in-account');
      await closeAccountPanel(page, viewport);

      await logOut(page, viewport);
      await expectPath(page, '/');
      dialog = await openAuth(page, viewport, 'Login');
      await visible(dialog.getByRole('heading', { name: 'Welcome Back' }));
      await logInWithModal(dialog, email, PASSWORD);
      await gone(dialog);
      await expectSignedIn(page, viewport, email, 'Free');
      await closeAccountPanel(page, viewport);
      await logOut(page, viewport);

      // Forgot password, then the link from the e-mail.
      dialog = await openAuth(page, viewport, 'Login');
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await visible(dialog.getByRole('heading', { name: 'Reset Password' }));
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
      await visible(dialog.getByRole('heading', { name: 'Check Your Email' }));
      await visible(dialog.getByText(email, { exact: true }));
      await shot('check-your-email');
      await dialog.getByRole('button', { name: 'Close' }).click();

      const link = await mailbox.waitForLink(email, RESET_LINK);
      assert.ok(link.startsWith(new URL(page.url()).origin), `the reset link points at this site: ${link}`);
      await page.goto(link);
      await visible(page.getByRole('heading', { name: 'Set a New Password' }));
      const resetButton = page.getByRole('button', { name: 'Reset Password' });
      await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm New Password').fill('Fresh#Start2026');
      await visible(page.getByText('Passwords do not match'));
      await expectEnabled(resetButton, false, 'Reset Password with differing passwords');
      await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
      await expectEnabled(resetButton, true, 'Reset Password with matching passwords');
      await expectNoSidewaysScroll(page, 'reset password screen');
      await shot('reset-password');
      await resetButton.click();

      // The app says so, goes home and offers the login; the old password no longer works.
      await visible(page.locator('.toast').getByText('Your password has been reset. Please log in.'));
      await expectPath(page, '/');
      dialog = page.getByRole('dialog');
      await visible(dialog.getByRole('heading', { name: 'Welcome Back' }));
      // On a phone the dialog is a sheet at the bottom: the toast must not lie over its Google button.
      const toastBox = await page.locator('.toast').first().boundingBox();
      const googleBox = await dialog.getByRole('link', { name: 'Continue with Google' }).boundingBox();
      assert.ok(
        toastBox && googleBox && (toastBox.y + toastBox.height <= googleBox.y || googleBox.y + googleBox.height <= toastBox.y),
        `the toast (${JSON.stringify(toastBox)}) covers Continue with Google (${JSON.stringify(googleBox)})`,
      );
      await shot('login-after-reset');
      await logInWithModal(dialog, email, PASSWORD);
      await visible(dialog.getByRole('alert').getByText(WRONG_PASSWORD_MESSAGE));
      await shot('old-password-refused');
      await logInWithModal(dialog, email, NEW_PASSWORD);
      await gone(dialog);
      await expectSignedIn(page, viewport, email, 'Free');
      const stored = await page.evaluate(() => JSON.parse(globalThis.localStorage.getItem('user_info') ?? 'null'));
      assert.equal(stored?.email, email);

      // The reset link worked once.
      await closeAccountPanel(page, viewport);
      await logOut(page, viewport);
      await page.goto(link);
      await page.getByLabel('New Password', { exact: true }).fill('Another#Pass2026');
      await page.getByLabel('Confirm New Password').fill('Another#Pass2026');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await visible(page.getByRole('alert').getByText('Failed to reset password.'));
      await until(() => page.url(), (url) => url.includes('/reset-password/'), 'a refused reset stays on its screen');
    },
  },
  {
    name: 'login errors from the catalogue',
    run: async ({ page, viewport, unique }) => {
      await page.goto('/');
      const dialog = await openAuth(page, viewport, 'Login');
      await logInWithModal(dialog, `e2e-nobody-${unique}@example.com`, PASSWORD);
      await visible(
        dialog.getByText('Account not found. Please check your email or sign up for a new account.'),
      );
    },
  },
];

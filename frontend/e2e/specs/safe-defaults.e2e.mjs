/**
 * Safe by default: the app runs under the Content-Security-Policy it is served with (the runner fails any
 * test on a violation), and a Google callback signs in only a sign-in this browser started.
 */
import { assert, expectPath, until, visible } from '../support/checks.mjs';
import { openAuth } from '../support/session.mjs';

const NOT_CONFIGURED = 'Google sign-in failed: Google sign-in is not configured on this server.';

export const tests = [
  {
    name: 'the app is served with a Content-Security-Policy',
    viewports: ['desktop'],
    run: async ({ page, baseURL }) => {
      const response = await page.goto(`${baseURL}/`);
      const policy = response?.headers()['content-security-policy'] ?? '';
      assert.match(policy, /default-src 'self'/);
      assert.doesNotMatch(policy, /script-src[^;]*'unsafe-inline'/);
      await visible(page.getByRole('heading').first());
    },
  },
  {
    name: 'Google sign-in without Google keys comes back with the product sentence',
    run: async ({ page, viewport, baseURL, shot }) => {
      await page.goto(`${baseURL}/`);
      const dialog = await openAuth(page, viewport, 'Login');
      await dialog.getByRole('link', { name: 'Continue with Google' }).click();
      await visible(page.getByRole('alert').getByText(NOT_CONFIGURED));
      await expectPath(page, '/auth/callback');
      assert.equal(new URL(page.url()).search, '');
      await shot('google-not-configured');
    },
  },
  {
    name: 'a crafted callback link signs nobody in and shows none of its text',
    viewports: ['desktop'],
    run: async ({ page, baseURL }) => {
      await page.goto(`${baseURL}/auth/callback?error=x&message=${encodeURIComponent('Call 555-0100 to unlock')}`);
      const alert = page.getByRole('alert');
      await visible(alert.getByText('Google sign-in failed: We could not complete sign-in with Google. Please try again.'));
      assert.ok(!(await page.getByText('555-0100').count()), 'the link text is shown');

      await page.goto(`${baseURL}/auth/callback?code=someone-elses-code&state=someone-elses-state-0123456789`);
      await visible(page.getByRole('alert').getByText(/not started in this browser/));
      const stored = await page.evaluate(() => globalThis.localStorage.getItem('access_token'));
      assert.equal(stored, null);
      await until(() => page.url(), (url) => !url.includes('code='), 'the code leaves the address bar');
    },
  },
];

/**
 * Buying Premium against the Stripe stand-in: pricing → Subscribe → the stand-in's checkout page → back to
 * /subscription/result → the signed webhook arrives → Premium badge and unlocked features; then cancel with
 * a reason → 'Free (Expiring)' and the end date. Also: a checkout left without paying goes back to pricing.
 */
import { assert, expectNoSidewaysScroll, expectPath, gone, until, visible } from '../support/checks.mjs';
import { apiFromPage, clickNav, isPhone, openAccountPanel, signInFresh } from '../support/session.mjs';

const VERIFY_LINK = /http[^\s"<>]*\/verify-email\/[^\s"<>]+/;

/** A signed-in account whose e-mail address is verified through the link it was sent. */
async function verifiedBuyer(page, context, label) {
  const account = await signInFresh(page, context, label);
  const link = await context.mailbox.waitForLink(account.email, VERIFY_LINK);
  await page.goto(new URL(link).pathname);
  await visible(page.getByRole('heading', { name: 'Email Verified!' }));
  return account;
}

async function closeAccountPanel(page, viewport) {
  if (isPhone(viewport)) await page.getByRole('button', { name: 'Close menu' }).click();
  else await page.keyboard.press('Escape');
}

async function planBadge(page, viewport) {
  const panel = await openAccountPanel(page, viewport);
  const label = (await panel.locator('.badge').first().innerText()).trim();
  await closeAccountPanel(page, viewport);
  return label;
}

/** The date as the screens write it ("January 5, 2026"), formatted by the page itself. */
const longDate = (page, iso) =>
  page.evaluate((value) => new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }), iso);

export const tests = [
  {
    name: 'subscribe through checkout, then cancel',
    run: async (context) => {
      const { page, viewport, shot, stripeURL } = context;
      await verifiedBuyer(page, context, 'buyer');

      await clickNav(page, viewport, 'Pricing');
      await expectPath(page, '/pricing');
      const monthly = page.getByRole('button', { name: 'Choose Premium Monthly' });
      await visible(monthly);
      await expectNoSidewaysScroll(page, 'pricing');
      await shot('pricing');

      // Subscribe: the browser leaves for the stand-in's checkout page.
      await monthly.click();
      await until(() => page.url(), (url) => url.startsWith(`${stripeURL}/c/pay/cs_test_`), 'the checkout page opens', 15_000);
      await visible(page.getByRole('heading', { name: 'Subscribe to QuizForge Premium' }));
      await visible(page.getByText('$3.99'));
      await shot('checkout-page');
      await page.getByRole('button', { name: 'Subscribe' }).click();

      // Back on the product: the result screen, then the webhook has made the account Premium.
      await until(() => new URL(page.url()), (url) => url.pathname === '/subscription/result', 'back on /subscription/result');
      const back = new URL(page.url());
      assert.equal(back.searchParams.get('status'), 'success');
      assert.match(back.searchParams.get('session_id'), /^cs_test_/, 'Stripe filled in the session id');
      await visible(page.getByRole('heading', { name: 'Payment Successful!' }));
      await shot('result');
      await visible(page.locator('.toast').getByText('Payment successful! Welcome to Premium.'), 5_000);
      await expectPath(page, '/generator', 10_000);

      const profile = await apiFromPage(page, '/api/profile/');
      assert.equal(profile.subscription_plan, 'premium', 'the webhook made the account Premium');
      assert.equal(profile.subscription_cancel_at_period_end, false);
      const renewal = await longDate(page, profile.subscription_end_date);
      assert.equal(await planBadge(page, viewport), 'Premium');

      // Unlocked: every question count can be chosen, and the upgrade list is gone.
      const counts = page.getByRole('group', { name: 'Number of questions' });
      for (const count of ['5', '7', '10', '15', '20']) {
        assert.equal(await counts.getByRole('radio', { name: count, exact: true }).isEnabled(), true, `${count} questions`);
      }
      await visible(counts.getByLabel('Custom'));
      await gone(page.getByText('Upgrade to Premium to unlock'));
      await shot('generator-premium');

      // The profile shows the plan and its renewal date.
      await page.goto('/profile');
      const plan = page.getByRole('region', { name: /Premium Plan/ });
      await visible(plan.getByText(`Renews on ${renewal}.`));
      await plan.scrollIntoViewIfNeeded();
      await shot('profile-premium');

      // Cancel with a reason: a survey, a confirmation naming the end date, then the call.
      await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
      const survey = page.getByRole('dialog', { name: 'Why are you canceling?' });
      await survey.getByRole('button', { name: 'Continue' }).click();
      await visible(page.locator('.toast').getByText('Please select a reason for canceling'));
      await survey.getByRole('radio', { name: 'It is too expensive' }).check();
      await survey.getByLabel(/Anything else/).fill('A student budget, back in the autumn.');
      await shot('cancel-reason');
      await survey.getByRole('button', { name: 'Continue' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel Subscription?' });
      await visible(confirm.getByText(renewal));
      await confirm.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
      await visible(page.locator('.toast').getByText('Subscription canceled successfully.'));
      await gone(confirm);

      // Premium until the end date, shown as Free (Expiring).
      const expiring = page.getByRole('region', { name: /Premium Plan/ });
      await visible(expiring.getByText('Free (Expiring)'));
      await visible(expiring.getByText(`Premium features stay active until ${renewal}`, { exact: false }));
      await visible(expiring.getByRole('link', { name: 'Renew Premium' }));
      await expiring.scrollIntoViewIfNeeded();
      await shot('profile-expiring');
      const after = await apiFromPage(page, '/api/profile/');
      assert.equal(after.subscription_plan, 'premium');
      assert.equal(after.subscription_cancel_at_period_end, true);
      assert.equal(after.subscription_end_date, profile.subscription_end_date);
      assert.equal(await planBadge(page, viewport), 'Free (Expiring)');
    },
  },
  {
    name: 'a checkout left without paying',
    run: async (context) => {
      const { page, viewport, shot, stripeURL } = context;
      await verifiedBuyer(page, context, 'leaver');
      await clickNav(page, viewport, 'Pricing');
      await page.getByRole('button', { name: 'Choose Premium Yearly' }).click();
      await until(() => page.url(), (url) => url.startsWith(stripeURL), 'the checkout page opens', 15_000);
      await visible(page.getByText('$24'));

      // A declined card stays on the checkout page with the card's error.
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await visible(page.getByRole('alert').getByText('Your card was declined.'));
      assert.equal(await page.getByLabel('Card number').inputValue(), '4000 0000 0000 0002');
      await shot('checkout-declined');

      await page.getByRole('link', { name: 'Back to QuizForge' }).click();
      await until(() => new URL(page.url()), (url) => url.pathname === '/subscription/result', 'back on /subscription/result');
      assert.equal(new URL(page.url()).searchParams.get('status'), 'cancel');
      await visible(page.getByRole('heading', { name: 'Payment Not Completed' }));
      await visible(page.locator('.toast').getByText('Payment was not completed. You have not been charged.'));
      await shot('result-cancelled');
      await expectPath(page, '/pricing', 6_000);
      assert.equal((await apiFromPage(page, '/api/profile/')).subscription_plan, 'free');
      assert.equal(await planBadge(page, viewport), 'Free');
    },
  },
];

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { PlanBadge } from '@/components/ui/plan-badge';
import { useAuth } from '@/lib/auth';
import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi, type MockApi, type Reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { SubscriptionPlanCard } from './subscription-plan-card';

const END = '2026-03-01T00:00:00Z';
const renewing = makeUser({ subscription_plan: 'premium', subscription_end_date: END });
const expiring = { ...renewing, subscription_cancel_at_period_end: true };

/** The profile's plan card and the navbar's badge, both fed by the session, as on the real screens. */
function PlanFromSession() {
  const { user, refreshProfile } = useAuth();
  return user ? (
    <>
      <button type="button" onClick={() => void refreshProfile()}>
        Poll profile
      </button>
      <p data-testid="navbar-badge">
        <PlanBadge user={user} />
      </p>
      <SubscriptionPlanCard user={user} />
    </>
  ) : null;
}

/** The server before and after the cancel: the profile reads back whatever the DELETE left. */
function renderPremium(cancelReply: Reply = { status: 200, data: { message: 'Subscription canceled successfully.' } }) {
  seedSession(renewing);
  let cancelled = false;
  const server: MockApi = mockApi()
    .on('GET', '/api/profile/', () => ({ status: 200, data: cancelled ? expiring : renewing }))
    .on('DELETE', '/api/subscription/', () => {
      if (cancelReply !== 'network-error' && cancelReply.status === 200) cancelled = true;
      return cancelReply;
    });
  renderWithProviders(<PlanFromSession />);
  return server;
}

const openSurvey = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
  return screen.getByRole('dialog', { name: 'Why are you canceling?' });
};

describe('cancel subscription flow', () => {
  it('asks for one of the seven reasons before going on', async () => {
    const server = renderPremium();
    const user = userEvent.setup();
    const survey = await openSurvey(user);

    expect(within(survey).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'too_expensive',
      'not_using',
      'missing_features',
      'technical_issues',
      'found_alternative',
      'temporary',
      'other',
    ]);
    await user.click(within(survey).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a reason for canceling');
    expect(screen.getByRole('dialog', { name: 'Why are you canceling?' })).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/subscription/')).toHaveLength(0);
  });

  it('cancels after the confirmation, then shows Free (Expiring) until the end date', async () => {
    const server = renderPremium();
    const user = userEvent.setup();
    const survey = await openSurvey(user);
    await user.click(within(survey).getByRole('radio', { name: 'I found an alternative' }));
    await user.type(within(survey).getByLabelText(/Anything else/), '  Moved to another tool  ');
    await user.click(within(survey).getByRole('button', { name: 'Continue' }));

    const confirm = screen.getByRole('dialog', { name: 'Cancel Subscription?' });
    expect(within(confirm).getByText('March 1, 2026')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/subscription/')).toHaveLength(0);
    const profileReadsBefore = server.callsTo('GET', '/api/profile/').length;
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Cancel Subscription' }));

    expect(await screen.findByText('Subscription canceled successfully.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/subscription/').map((call) => call.body)).toEqual([
      { reason: 'found_alternative', additional_feedback: 'Moved to another tool' },
    ]);
    // The profile is read again after the call, and the server's answer settles the card.
    expect(server.callsTo('GET', '/api/profile/').length).toBeGreaterThan(profileReadsBefore);
    const plan = await screen.findByRole('region', { name: /Premium Plan/ });
    expect(await within(plan).findByText('Free (Expiring)')).toBeInTheDocument();
    expect(within(plan).getByText(/Premium features stay active until March 1, 2026/)).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Renew Premium' })).toHaveAttribute('href', '/pricing');
    expect(within(plan).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.getByTestId('navbar-badge')).toHaveTextContent('Free (Expiring)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_info') ?? '{}')).toMatchObject({
      subscription_plan: 'premium',
      subscription_cancel_at_period_end: true,
    });
  });

  it('sets the plan to free locally as soon as the call succeeds', async () => {
    seedSession(renewing);
    let answerProfile: (reply: Reply) => void = () => undefined;
    let holdProfile = false;
    const server = mockApi()
      .on('GET', '/api/profile/', () =>
        holdProfile ? new Promise<Reply>((resolve) => (answerProfile = resolve)) : { status: 200, data: renewing },
      )
      .on('DELETE', '/api/subscription/', () => {
        holdProfile = true;
        return { status: 200, data: {} };
      });
    renderWithProviders(<PlanFromSession />);
    const user = userEvent.setup();
    const survey = await openSurvey(user);
    await user.click(within(survey).getByRole('radio', { name: 'Other' }));
    await user.click(within(survey).getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Subscription' }));

    expect(await screen.findByText('Subscription canceled successfully.')).toBeInTheDocument();
    expect(screen.getByTestId('navbar-badge')).toHaveTextContent(/^Free$/);
    expect(JSON.parse(localStorage.getItem('user_info') ?? '{}').subscription_plan).toBe('free');
    expect(server.callsTo('DELETE', '/api/subscription/')[0].body).toEqual({ reason: 'other', additional_feedback: '' });

    answerProfile({ status: 200, data: expiring });
    expect(await screen.findByText('Free (Expiring)', { selector: '[data-testid="navbar-badge"] *' })).toBeInTheDocument();
  });

  it('reads the profile again when a poll that started before the cancel answers with the old plan', async () => {
    seedSession(renewing);
    let cancelled = false;
    let answerPoll: (reply: Reply) => void = () => undefined;
    let holdNext = false;
    const server = mockApi()
      .on('GET', '/api/profile/', () => {
        if (!holdNext) return { status: 200, data: cancelled ? expiring : renewing };
        holdNext = false;
        return new Promise<Reply>((resolve) => (answerPoll = resolve));
      })
      .on('DELETE', '/api/subscription/', () => {
        cancelled = true;
        return { status: 200, data: {} };
      });
    renderWithProviders(<PlanFromSession />);
    const user = userEvent.setup();
    const survey = await openSurvey(user);
    await user.click(within(survey).getByRole('radio', { name: 'Other' }));
    await user.click(within(survey).getByRole('button', { name: 'Continue' }));
    holdNext = true;
    await user.click(screen.getByRole('button', { name: 'Poll profile' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect(await screen.findByText('Subscription canceled successfully.')).toBeInTheDocument();
    const readsBefore = server.callsTo('GET', '/api/profile/').length;

    answerPoll({ status: 200, data: renewing }); // read before the cancel reached the server

    expect(await screen.findByText('Free (Expiring)', { selector: '[data-testid="navbar-badge"] *' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/profile/').length).toBe(readsBefore + 1);
  });

  it('goes back from the confirmation to the survey with the reason kept, and keeps the plan on Keep Subscription', async () => {
    const server = renderPremium();
    const user = userEvent.setup();
    let survey = await openSurvey(user);
    await user.click(within(survey).getByRole('radio', { name: 'I am not using it enough' }));
    await user.click(within(survey).getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Go Back' }));

    survey = screen.getByRole('dialog', { name: 'Why are you canceling?' });
    expect(within(survey).getByRole('radio', { name: 'I am not using it enough' })).toBeChecked();
    await user.click(within(survey).getByRole('button', { name: 'Keep Subscription' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/subscription/')).toHaveLength(0);
    expect(screen.getByTestId('navbar-badge')).toHaveTextContent(/^Premium$/);
    // Opened again, the survey starts afresh.
    survey = await openSurvey(user);
    expect(within(survey).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it.each<[string, Reply]>([
    ['a server error', { status: 500 }],
    ['a refusal', { status: 400, data: { error: 'You have no active subscription to cancel.' } }],
    ['no connection', 'network-error'],
  ])('on %s keeps the confirmation open with both failure messages and the plan unchanged', async (_, reply) => {
    renderPremium(reply);
    const user = userEvent.setup();
    const survey = await openSurvey(user);
    await user.click(within(survey).getByRole('radio', { name: 'It is too expensive' }));
    await user.click(within(survey).getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Subscription' }));

    const confirm = screen.getByRole('dialog', { name: 'Cancel Subscription?' });
    expect(await within(confirm).findByText('Failed to cancel subscription. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Failed to cancel subscription')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Yes, Cancel Subscription' })).toBeEnabled();
    expect(screen.getByTestId('navbar-badge')).toHaveTextContent(/^Premium$/);
  });
});

import { getBus } from '@hourspace/bus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { fakeApi, type FakeApi } from '../../../testing/fakes';
import { renderAuth } from '../../../testing/render';
import { ReferralsPage } from '../components/referrals-page';
import { referralLink } from '../lib/referral-link';

expect.extend(toHaveNoViolations);

const SUMMARY = {
  code: 'ABCD2345',
  path: '/?ref=ABCD2345',
  reward: { amount: 50, currency: 'USD', rule: 'per_signup' },
  referrals: [{ first_name: 'Ivy', joined_at: '2026-11-20T10:00:00.000Z' }],
  earned: { amount: 50, currency: 'USD' },
};

let getReferrals: jest.Mock;
let api: FakeApi;
beforeEach(() => {
  getReferrals = jest.fn().mockResolvedValue(SUMMARY);
  api = fakeApi({ getReferrals });
  window.history.replaceState(null, '', '/us/referrals');
  getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'inviter-1', first_name: 'Grace' } });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the /referrals page', () => {
  it("shows 'Earn $50', the rule, the person's own link and what they earned", async () => {
    const { container } = renderAuth(<ReferralsPage />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Earn $50' })).toBeInTheDocument();
    expect(screen.getByText('Share your link with friends. You earn $50 in credit for each friend who creates an account with it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your referral link')).toHaveValue('http://localhost/us/?ref=ABCD2345');
    expect(screen.getByText('Friends who joined with your link: 1. Earned: $50.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Friends who joined' })).toHaveTextContent('Ivy joined on Nov 20, 2026');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    renderAuth(<ReferralsPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/us/?ref=ABCD2345');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('asks someone logged out to log in, and reads nothing', () => {
    getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
    renderAuth(<ReferralsPage />, { api });
    expect(screen.getByText('Log in to see your referral link and what you have earned.')).toBeInTheDocument();
    expect(getReferrals).not.toHaveBeenCalled();
  });

  it('shows the error message when the summary cannot be read', async () => {
    getReferrals.mockRejectedValue(new Error('offline'));
    renderAuth(<ReferralsPage />, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again in a few minutes.');
  });
});

describe('referralLink', () => {
  it('puts the API path under the page origin and prefix', () => {
    expect(referralLink('/?ref=ABC', 'de', 'http://localhost:8080/de/referrals')).toBe('http://localhost:8080/de/?ref=ABC');
  });

  it.each(['//evil.example/?ref=x', '/.//evil.example'])('makes no link of a path that would leave the site: %s', (path) => {
    expect(referralLink(path, '', 'http://localhost:8080/referrals')).toBeNull();
  });
});

import { getBus } from '@hourspace/bus';
import { COOKIE, getCookie, setCookie } from '@hourspace/session';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { page } from '../../../lib/page';
import { clearCookies, fakeApi, type FakeApi } from '../../../testing/fakes';
import { renderAuth } from '../../../testing/render';
import { UpdatedTermsPage } from '../components/updated-terms-page';

expect.extend(toHaveNoViolations);

const PENDING = {
  name: 'terms',
  version: 2,
  title: 'Updated Terms of Service',
  url: 'http://localhost:8080/legal/terms',
  published_at: '2026-11-17T00:00:00.000Z',
  trigger: 'page-load',
};

let getExperience: jest.Mock;
let acceptTerms: jest.Mock;
let logout: jest.Mock;
let assign: jest.SpyInstance;
let api: FakeApi;
beforeEach(() => {
  clearCookies();
  getExperience = jest.fn().mockResolvedValue({ data: [PENDING] });
  acceptTerms = jest.fn().mockResolvedValue({ success: true, version: 2 });
  logout = jest.fn().mockResolvedValue({ success: true });
  api = fakeApi({ getExperience, acceptTerms, logout });
  assign = jest.spyOn(page, 'assign').mockImplementation(() => {});
  window.history.replaceState(null, '', '/us/updated-terms');
  getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'terms-user', first_name: 'Tess' } });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the /updated-terms page', () => {
  it('shows what changed, the version and date, and links the full terms under the prefix', async () => {
    const { container } = renderAuth(<UpdatedTermsPage />, { api });
    expect(await screen.findByText(/Version 2, published November 17, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "We've updated our Terms of Service" })).toBeInTheDocument();
    expect(getExperience).toHaveBeenCalledWith({ name: 'terms', trigger: 'page-load' });
    expect(screen.getByRole('heading', { level: 2, name: 'What changed' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Read the full Terms of Service' })).toHaveAttribute('href', '/us/legal/terms');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('accepts and returns to the URL kept in turls, once', async () => {
    setCookie(COOKIE.turls, '/us/s?activity=party');
    renderAuth(<UpdatedTermsPage />, { api });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await act(async () => {});
    expect(acceptTerms).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/us/s?activity=party');
    expect(getCookie(COOKIE.turls)).toBeUndefined();
  });

  it.each(['https://evil.example/x', '//evil.example', '/.//evil.example', '/us/updated-terms'])('goes home instead of the turls %s', async (turls) => {
    setCookie(COOKIE.turls, turls);
    renderAuth(<UpdatedTermsPage />, { api });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await act(async () => {});
    expect(assign).toHaveBeenCalledWith('/us/');
  });

  it('logs out on decline and goes home, without accepting', async () => {
    setCookie(COOKIE.turls, '/us/referrals');
    renderAuth(<UpdatedTermsPage />, { api });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Decline and log out' }));
    await act(async () => {});
    expect(logout).toHaveBeenCalledTimes(1);
    expect(acceptTerms).not.toHaveBeenCalled();
    expect(getBus().getState('session')).toEqual({ navState: 'NAV_LOGGED_OUT', profile: null });
    expect(assign).toHaveBeenCalledWith('/us/');
  });

  it('says all is done when nothing is pending', async () => {
    getExperience.mockResolvedValue({ data: [] });
    renderAuth(<UpdatedTermsPage />, { api });
    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeInTheDocument();
  });

  it('asks someone logged out to log in, coming back here', () => {
    getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
    const requests: unknown[] = [];
    const off = getBus().handle('auth:open', (request) => requests.push(request));
    renderAuth(<UpdatedTermsPage />, { api });
    off();
    expect(screen.getByText('Log in to review and accept the updated terms.')).toBeInTheDocument();
    expect(requests).toContainEqual({ view: 'login', dest: '/us/updated-terms' });
    expect(getExperience).not.toHaveBeenCalled();
  });
});

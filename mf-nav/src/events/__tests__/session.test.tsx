import { getBus } from '@hourspace/bus';
import { screen, waitFor } from '@testing-library/react';
import { Root } from '../../app/root';
import { installMatchMedia } from '@hourspace/ui/testing';
import { fakeNavApi, GUEST, renderNav, resetPage, SESSIONS, setSession } from '../../testing/render-nav';
import { resetSessionOwnerForTests } from '../session';

let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  resetPage();
  resetSessionOwnerForTests();
  media = installMatchMedia({ width: 1280 });
});

afterEach(() => media.restore());

describe('the session owner fallback', () => {
  it('leaves a published session alone', async () => {
    setSession(SESSIONS.loggedOut);
    const { api } = renderNav(<Root locale="en-US" prefix="us" />);
    await screen.findByRole('button', { name: 'Browse spaces' });
    expect(getBus().getState('session')).toEqual(SESSIONS.loggedOut);
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('starts @hourspace/session when nobody published the session, and shows the signed-in menu', async () => {
    document.cookie = 'PSAccess=token-1; path=/';
    const api = fakeNavApi();
    api.getProfile.mockResolvedValue(GUEST as never);
    renderNav(<Root locale="en-US" prefix="us" />, { api });
    expect(await screen.findByRole('button', { name: 'Account menu for Grace' })).toBeInTheDocument();
    expect(getBus().getState('session')?.navState).toBe('NAV_LOGGED_IN_GUEST');
    expect(api.getProfile).toHaveBeenCalledTimes(1);
  });

  it('starts it once per page however often the nav mounts', async () => {
    const api = fakeNavApi();
    const first = renderNav(<Root locale="en-US" prefix="us" />, { api });
    await waitFor(() => expect(getBus().getState('session')?.navState).toBe('NAV_LOGGED_OUT'));
    first.unmount();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('hourspace.bus.v1')];
    renderNav(<Root locale="en-US" prefix="us" />, { api });
    expect(getBus().getState('session')).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Loading your account' })).toBeInTheDocument();
  });
});

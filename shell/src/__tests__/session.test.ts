import { createBus } from '@hourspace/bus';
import { startPageSession } from '../session';

const startSession = jest.fn();
jest.mock('@hourspace/session', () => ({ startSession: (...args: unknown[]) => startSession(...args) }));
jest.mock('@hourspace/api-client', () => ({ createApiClient: () => ({}) }));

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  clearCookies();
  startSession.mockReset();
});

describe('the page session', () => {
  it('is logged out at once, loading nothing, without PSAccess or PSUser', async () => {
    const bus = createBus();
    await startPageSession(bus);
    expect(bus.getState('session')).toEqual({ navState: 'NAV_LOGGED_OUT', profile: null });
    expect(startSession).not.toHaveBeenCalled();
  });

  it('starts the session package with PSUser alone (PSAccess expired; the HttpOnly refresh cookie cannot be seen)', async () => {
    document.cookie = 'PSUser=u-guest; path=/';
    const bus = createBus();
    await startPageSession(bus);
    expect(bus.getState('session')).toEqual({ navState: 'NAV_LOADING', profile: null });
    expect(startSession).toHaveBeenCalledTimes(1);
  });

  it('starts the session package with PSAccess', async () => {
    document.cookie = 'PSAccess=token; path=/';
    await startPageSession(createBus());
    expect(startSession).toHaveBeenCalledTimes(1);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { RequireSignIn } from '../require-sign-in';
import { GUEST_SESSION, freshBus, renderAccount } from '../../testing/render';

describe('the signed-in gate', () => {
  beforeEach(() => window.history.replaceState(null, '', '/us/profile?tab=1'));

  it('shows a skeleton while the session is not known, then the page once someone is signed in', () => {
    const bus = freshBus();
    renderAccount(
      <RequireSignIn>
        <p>the page</p>
      </RequireSignIn>,
    );
    expect(screen.getByTestId('account-skeleton')).toBeInTheDocument();
    act(() => bus.setState('session', GUEST_SESSION));
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('logged out, asks mf-auth for the log-in with this page as dest, and again from its button', async () => {
    const bus = freshBus({ navState: 'NAV_LOGGED_OUT', profile: null });
    const requests: unknown[] = [];
    bus.handle('auth:open', (request) => requests.push(request));
    renderAccount(
      <RequireSignIn>
        <p>the page</p>
      </RequireSignIn>,
    );
    expect(screen.queryByText('the page')).toBeNull();
    expect(requests).toEqual([{ view: 'login', dest: '/us/profile?tab=1' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requests).toHaveLength(2);
  });
});

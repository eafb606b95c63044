import { act, waitFor } from '@testing-library/react';
import { page } from '../../../../lib/page';
import { clearCookies, fakeApi, fakeDeps } from '../../../../testing/fakes';
import { renderAuth } from '../../../../testing/render';
import { useAuthStore } from '../../../../lib/auth-store';
import type { FlowDeps } from '../../../../lib/flow-deps';
import { useOneTap } from '../use-one-tap';

function Host({ deps }: { deps: FlowDeps }) {
  useOneTap(deps);
  return null;
}

const credential = `h.${Buffer.from(JSON.stringify({ sub: 'g-77', email: 'tap@example.com', given_name: 'T', family_name: 'Tapper' })).toString('base64url')}.s`;

beforeEach(() => {
  clearCookies();
  jest.spyOn(page, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  act(() => useAuthStore.setState({ view: null }));
  delete (window as unknown as { google?: unknown }).google;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  jest.restoreAllMocks();
});

describe('Google One Tap', () => {
  it('stays off when the environment names no One Tap script', async () => {
    const deps = fakeDeps(fakeApi({ getEnv: jest.fn().mockResolvedValue({ features: { google_signup: true } }) }));
    renderAuth(<Host deps={deps} />);
    await waitFor(() => expect(deps.api.getEnv).toHaveBeenCalled());
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('prompts, and signs up with a credential using only names longer than 1 character', async () => {
    const deps = fakeDeps(
      fakeApi({
        getEnv: jest.fn().mockResolvedValue({ features: { google_one_tap: { script_url: 'https://accounts.google.com/gsi/client', client_id: 'cid' } } }),
        googleConnect: jest.fn().mockResolvedValue({ state: 's-1', clientId: 'cid', nonce: 'nonce-1', redirectUri: 'http://localhost:8080/google-callback' }),
      }),
    );
    renderAuth(<Host deps={deps} />);
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');
      expect(found).not.toBeNull();
      return found!;
    });
    let callback: (answer: { credential?: string }) => void = () => {};
    let nonce: string | undefined;
    const prompt = jest.fn();
    (window as unknown as { google: unknown }).google = {
      accounts: {
        id: {
          initialize: (options: { callback: typeof callback; nonce?: string }) => {
            callback = options.callback;
            nonce = options.nonce;
          },
          prompt,
          cancel: jest.fn(),
        },
      },
    };
    void act(() => script.onload?.(new Event('load')));
    expect(prompt).toHaveBeenCalled();
    // The credential will carry the nonce the API issued, which the API checks.
    expect(deps.api.googleConnect).toHaveBeenCalledWith({ action: 'signup' });
    expect(nonce).toBe('nonce-1');
    await act(async () => callback({ credential }));
    await waitFor(() => expect(deps.api.signup).toHaveBeenCalled());
    expect(deps.api.signup).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'google', social_token_type: 'id_token', social_access_token: credential, last_name: 'Tapper' }),
    );
    expect(deps.api.signup).toHaveBeenCalledWith(expect.not.objectContaining({ first_name: expect.anything() }));
    await waitFor(() => expect(useAuthStore.getState().view?.name).toBe('complete-profile'));
  });
});

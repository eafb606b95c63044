import { renderHookWithProviders } from '@hourspace/remote/testing';
import { waitFor } from '@testing-library/react';
import en from '../../../../i18n/en.json';
import { useEnvFeaturesQuery } from '../../../../lib/api/get-env-features';
import { useGoogleSignupEnabled } from '../use-google-signup';

const options = { namespace: 'mf-auth', messages: en };

describe("the environment's feature switches", () => {
  it('are asked once per page and locale, however many modals need them', async () => {
    const api = { getEnv: jest.fn(async () => ({ features: { google_signup: true } })) };
    const { result, queryClient, unmount } = renderHookWithProviders(
      () => [useGoogleSignupEnabled({ api: api as never, locale: 'en-US' }), useEnvFeaturesQuery({ api, locale: 'en-US' })] as const,
      options,
    );
    expect(result.current[0]).toBe(false);
    await waitFor(() => expect(result.current[0]).toBe(true));
    unmount();
    const again = renderHookWithProviders(() => useGoogleSignupEnabled({ api: api as never, locale: 'en-US' }), { ...options, queryClient });
    expect(again.result.current).toBe(true);
    expect(api.getEnv).toHaveBeenCalledTimes(1);
    expect(api.getEnv).toHaveBeenCalledWith('en-US');
  });

  it('read as off when the answer is malformed', async () => {
    const api = { getEnv: jest.fn(async () => ({ features: { google_signup: 'yes' } })) };
    const { result } = renderHookWithProviders(() => useEnvFeaturesQuery({ api: api as never, locale: 'en-US' }), options);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ google_signup: false, google_one_tap: undefined });
  });

  it('read as off when they cannot be read, and are asked again by the next modal', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = {
      getEnv: jest
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ features: { google_signup: true } }),
    };
    const first = renderHookWithProviders(() => useEnvFeaturesQuery({ api, locale: 'en-US' }), options);
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(warn).toHaveBeenCalledWith('[mf-auth] the environment could not be read', expect.any(Error));
    first.unmount();
    const next = renderHookWithProviders(() => useGoogleSignupEnabled({ api: api as never, locale: 'en-US' }), { ...options, queryClient: first.queryClient });
    expect(next.result.current).toBe(false);
    await waitFor(() => expect(next.result.current).toBe(true));
    expect(api.getEnv).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

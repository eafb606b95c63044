import type { Requester } from '@hourspace/api-client';
import { renderHookWithProviders } from '@hourspace/remote/testing';
import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import en from '../../../i18n/en.json';
import { fakeHomeRequester } from '../../../testing/home-fixtures';
import { homeSectionsKeys, useHomeSectionsQuery } from '../get-home-sections';
import { popularKeywordsKeys, usePopularKeywordsQuery } from '../get-popular-keywords';
import { HomeApiProvider } from '../../home-api';

/** Renders a home data hook as the page mounts it, on the given request helper and (shared) cache. */
function renderData<T>(hook: () => T, request: Requester, queryClient?: QueryClient) {
  const inner = ({ children }: { children: ReactNode }) => <HomeApiProvider api={request}>{children}</HomeApiProvider>;
  return renderHookWithProviders(hook, { namespace: 'mf-home', messages: en, services: { locale: 'en-US', prefix: 'us' }, inner, ...(queryClient ? { queryClient } : {}) });
}

describe('the home data queries', () => {
  it('loads a locale once, however often it is asked', async () => {
    const request = fakeHomeRequester();
    const first = renderData(() => [useHomeSectionsQuery(), useHomeSectionsQuery()] as const, request);
    expect(first.result.current[0].isPending).toBe(true);
    expect(first.result.current[1].isPending).toBe(true);
    await waitFor(() => expect(first.result.current[0].isSuccess).toBe(true));
    // A remount (another part of the page, the next single-spa mount) finds it loaded.
    first.unmount();
    const again = renderData(() => useHomeSectionsQuery(), request, first.queryClient);
    expect(again.result.current.isSuccess).toBe(true);
    expect(again.result.current.data?.sections.intro?.heading1).toBe('intro heading');
    expect(request.calls).toEqual(['/v1/home/en-US/sections']);
  });

  it('records a failure and loads again when asked after it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const working = fakeHomeRequester();
    let fail = true;
    const request = ((spec: Parameters<Requester>[0]) => (fail ? Promise.reject(new Error('offline')) : working(spec))) as Requester;
    const first = renderData(() => useHomeSectionsQuery(), request);
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(error).toHaveBeenCalledWith('[mf-home] loading the home sections for en-US failed', expect.any(Error));
    fail = false;
    // Asked again by a remount: the failure is not kept.
    first.unmount();
    const again = renderData(() => useHomeSectionsQuery(), request, first.queryClient);
    await waitFor(() => expect(again.result.current.isSuccess).toBe(true));
    // And by "Try again" after a failure.
    fail = true;
    const other = renderData(() => usePopularKeywordsQuery(), request);
    await waitFor(() => expect(other.result.current.isError).toBe(true));
    fail = false;
    await act(async () => {
      await other.result.current.refetch();
    });
    await waitFor(() => expect(other.result.current.isSuccess).toBe(true));
    expect(working.calls).toEqual(['/v1/home/en-US/sections', '/v1/keywords/popular/en-US']);
    error.mockRestore();
  });

  it('keeps each locale and each kind of data apart', async () => {
    const { result, queryClient } = renderData(() => usePopularKeywordsQuery(), fakeHomeRequester());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(popularKeywordsKeys.locale('en-US', 'us'))).toEqual(result.current.data);
    expect(queryClient.getQueryState(homeSectionsKeys.locale('en-US', 'us'))).toBeUndefined();
    expect(queryClient.getQueryState(popularKeywordsKeys.locale('de-DE', 'de'))).toBeUndefined();
  });
});

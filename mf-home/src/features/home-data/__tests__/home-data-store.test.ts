import { fakeHomeApi } from '../../../test-utils/home-fixtures';
import type { HomeApi } from '../home-api';
import { useHomeDataStore } from '../home-data-store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('home data store', () => {
  beforeEach(() => useHomeDataStore.setState({ sections: {}, keywords: {} }));

  it('loads a locale once, however often it is asked', async () => {
    const api = fakeHomeApi();
    useHomeDataStore.getState().loadSections(api, 'en-US', 'us');
    useHomeDataStore.getState().loadSections(api, 'en-US', 'us');
    expect(useHomeDataStore.getState().sections['en-US']).toEqual({ status: 'loading' });
    await settle();
    useHomeDataStore.getState().loadSections(api, 'en-US', 'us');
    expect(api.calls).toEqual(['/v1/home/en-US/sections']);
    expect(useHomeDataStore.getState().sections['en-US']?.status).toBe('ready');
  });

  it('records a failure and loads again when asked after it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const api: HomeApi = {
      getSections: async (locale, prefix) => {
        if (fail) throw new Error('offline');
        return fakeHomeApi().getSections(locale, prefix);
      },
      getKeywords: async () => [],
    };
    useHomeDataStore.getState().loadSections(api, 'en-US', 'us');
    await settle();
    expect(useHomeDataStore.getState().sections['en-US']).toEqual({ status: 'error' });
    fail = false;
    useHomeDataStore.getState().loadSections(api, 'en-US', 'us');
    await settle();
    await settle();
    expect(useHomeDataStore.getState().sections['en-US']?.status).toBe('ready');
    error.mockRestore();
  });

  it('keeps each locale and each kind of data apart', async () => {
    const api = fakeHomeApi();
    useHomeDataStore.getState().loadKeywords(api, 'en-US', 'us');
    await settle();
    expect(useHomeDataStore.getState().keywords['en-US']?.status).toBe('ready');
    expect(useHomeDataStore.getState().sections['en-US']).toBeUndefined();
    expect(useHomeDataStore.getState().keywords['de-DE']).toBeUndefined();
  });
});

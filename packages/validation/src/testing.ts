/**
 * Checks, in a remote's tests, that its strings loader loads the validation messages of the same
 * language (`withMessageTranslations`). `requireLoader` requires the loader; it runs in a module
 * registry of its own, since the test setup has loaded every language in the shared one.
 */
export function describeMessagesLoader(requireLoader: () => (language: string) => Promise<unknown>): void {
  function fresh() {
    let loaded: { load: (language: string) => Promise<unknown>; ready: (language: string) => boolean } | undefined;
    jest.isolateModules(() => {
      const { messageTranslationsReady } = jest.requireActual<typeof import('./translations')>('./translations');
      loaded = { load: requireLoader(), ready: messageTranslationsReady };
    });
    return loaded!;
  }

  describe('the strings loader', () => {
    it.each(['fr', 'es', 'de'])('loads the %s validation messages with the strings', async (language) => {
      const { load, ready } = fresh();
      expect(ready(language)).toBe(false);
      await expect(load(language)).resolves.toBeTruthy();
      expect(ready(language)).toBe(true);
    });

    it('loads no table for English', async () => {
      const { load, ready } = fresh();
      await expect(load('en')).resolves.toBeTruthy();
      expect(['fr', 'es', 'de'].filter(ready)).toEqual([]);
    });
  });
}

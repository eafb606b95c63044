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

/**
 * A complete, valid payout account of a US individual (`PayoutAccountSchema`), for the rules'
 * tests and the API's to start from and change one field of.
 */
export const US_INDIVIDUAL_PAYOUT_ACCOUNT = {
  country: 'US',
  business_type: 'individual',
  first_name: 'Hana',
  last_name: 'Host',
  address1: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  dob: '1990-04-12',
  ssn_last_4: '1234',
  payout_schedule: 'weekly',
};

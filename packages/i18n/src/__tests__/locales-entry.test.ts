// The API reads the locale table through '@hourspace/i18n/locales'; that entry point must
// load without i18next or React, which a server has no use for.
jest.mock('i18next', () => {
  throw new Error('i18next was loaded');
});
jest.mock('react-i18next', () => {
  throw new Error('react-i18next was loaded');
});

it('loads the locale table without i18next or react-i18next', () => {
  jest.isolateModules(() => {
    const { LOCALES } = require('@hourspace/i18n/locales') as typeof import('../locales');
    expect(LOCALES.map((l) => l.locale)).toEqual(['en-US', 'en-GB', 'fr-FR', 'fr-CA', 'es-ES', 'de-DE', 'en-CA', 'en-AU']);
  });
});

it('still loads i18next through the main entry point (the mocks above do bite)', () => {
  jest.isolateModules(() => {
    expect(() => require('@hourspace/i18n')).toThrow(/i18next was loaded/);
  });
});

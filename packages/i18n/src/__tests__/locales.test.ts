import { LOCALES, buildLocalePath, initI18n, localeInfo, parseLocalePath, registerNamespace, switchLocalePath } from '../index';

describe('the locale table', () => {
  it('has the 8 locales of the spec with unique prefixes', () => {
    expect(LOCALES.map((l) => l.locale)).toEqual(['en-US', 'en-GB', 'fr-FR', 'fr-CA', 'es-ES', 'de-DE', 'en-CA', 'en-AU']);
    expect(new Set(LOCALES.map((l) => l.url_prefix)).size).toBe(8);
    for (const p of ['us', 'gb', 'au', 'es', 'de', 'ca', 'fr']) expect(LOCALES.some((l) => l.url_prefix === p)).toBe(true);
  });

  it('uses the display codes and country labels of spec §9', () => {
    expect(LOCALES.map((l) => l.displayCode)).toEqual(['US', 'GB', 'FR', 'CA', 'ES', 'DE', 'CA', 'AU']);
    expect(localeInfo('en-US').countryLabel).toBe('the US');
    expect(localeInfo('en-GB').countryLabel).toBe('the UK');
    expect(localeInfo('es-ES').countryLabel).toBe('Espana');
    expect(localeInfo('de-DE').countryLabel).toBe('Deutschland');
  });

  it('has exactly one fallback locale, en-US', () => {
    expect(LOCALES.filter((l) => l.fallback).map((l) => l.locale)).toEqual(['en-US']);
    expect(localeInfo('xx-XX').locale).toBe('en-US');
  });
});

describe('locale paths', () => {
  it('reads the locale from the prefix', () => {
    expect(parseLocalePath('/de/s/').locale.locale).toBe('de-DE');
    expect(parseLocalePath('/de/s/').rest).toBe('/s/');
    expect(parseLocalePath('/fr-ca/').locale.locale).toBe('fr-CA');
    expect(parseLocalePath('/GB').rest).toBe('/');
  });

  it('falls back to en-US without a prefix, keeping the whole path', () => {
    expect(parseLocalePath('/host')).toEqual(expect.objectContaining({ prefix: '', rest: '/host' }));
    expect(parseLocalePath('/').locale.locale).toBe('en-US');
  });

  it('builds and switches prefixed paths, keeping query and hash', () => {
    expect(buildLocalePath('es-ES', '/plan/photo-shoot')).toBe('/es/plan/photo-shoot');
    expect(buildLocalePath('en-US')).toBe('/us/');
    expect(switchLocalePath({ pathname: '/us/s/', search: '?q=a', hash: '#a=login' }, 'de-DE')).toBe('/de/s/?q=a#a=login');
    expect(switchLocalePath({ pathname: '/account' }, 'fr-CA')).toBe('/fr-ca/account');
  });
});

describe('i18next set-up', () => {
  it('reads a namespace in the locale language and falls back to English', async () => {
    const i18n = await initI18n('fr-CA');
    await registerNamespace(i18n, 'mf-test', async (lng): Promise<Record<string, string>> => (lng === 'fr' ? { hello: 'Bonjour' } : { hello: 'Hello', only: 'English only' }));
    expect(i18n.t('hello', { ns: 'mf-test' })).toBe('Bonjour');
    expect(i18n.t('only', { ns: 'mf-test' })).toBe('English only');
    await initI18n('de-DE');
    await registerNamespace(i18n, 'mf-test', async (lng) => ({ default: lng === 'de' ? { hello: 'Hallo' } : { hello: 'Hello' } }));
    expect(i18n.t('hello', { ns: 'mf-test' })).toBe('Hallo');
  });

  it('asks a second time for strings whose first load failed (a failed preload answers the first ask), and fails on the second failure', async () => {
    const i18n = await initI18n('es-ES');
    const calls: string[] = [];
    await registerNamespace(i18n, 'mf-retry', async (lng) => {
      calls.push(lng);
      if (calls.filter((c) => c === lng).length === 1) throw new Error(`ChunkLoadError: Loading chunk mf-retry-i18n-${lng}-json failed.`);
      return { hello: lng === 'es' ? 'Hola' : 'Hello' };
    });
    expect(i18n.t('hello', { ns: 'mf-retry' })).toBe('Hola');
    expect(calls.sort()).toEqual(['en', 'en', 'es', 'es']);
    await expect(
      registerNamespace(i18n, 'mf-down', async () => {
        throw new Error('ChunkLoadError');
      }),
    ).rejects.toThrow('ChunkLoadError');
  });
});

import { LOCALES, localeInfo } from '../locales';
import { REGION_NAMES, countryNameFor, languageName, nativeCountryNameFor, regionName } from '../names';

describe('country and language names', () => {
  it("name a country in the page's language", () => {
    expect(countryNameFor(localeInfo('es-ES'), 'es-ES')).toBe('España');
    expect(countryNameFor(localeInfo('en-US'), 'es-ES')).toBe('Estados Unidos');
    expect(countryNameFor(localeInfo('en-GB'), 'fr-FR')).toBe('Royaume-Uni');
    expect(countryNameFor(localeInfo('en-US'), 'de-DE')).toBe('Vereinigte Staaten');
    expect(countryNameFor(localeInfo('fr-CA'), 'fr-CA')).toBe('Canada');
  });

  it('keep the country labels of spec §9 on English pages', () => {
    expect(countryNameFor(localeInfo('en-US'), 'en-US')).toBe('the US');
    expect(countryNameFor(localeInfo('en-GB'), 'en-AU')).toBe('the UK');
  });

  it("give the country's own name beside it when the page says it otherwise", () => {
    expect(nativeCountryNameFor(localeInfo('de-DE'), 'es-ES')).toBe('Deutschland');
    expect(nativeCountryNameFor(localeInfo('en-US'), 'es-ES')).toBe('United States');
    expect(nativeCountryNameFor(localeInfo('es-ES'), 'es-ES')).toBeNull();
    expect(nativeCountryNameFor(localeInfo('fr-FR'), 'en-US')).toBeNull();
    expect(nativeCountryNameFor(localeInfo('de-DE'), 'fr-FR')).toBe('Deutschland');
  });

  it('name languages as names', () => {
    expect(languageName('fr', 'fr-CA')).toBe('Français');
    expect(languageName('en', 'de-DE')).toBe('Englisch');
    expect(regionName('ES', 'de-DE')).toBe('Spanien');
  });

  it('name our countries in every locale exactly as ICU does, from the table', () => {
    const countries = [...new Set(LOCALES.map((info) => info.country))];
    for (const { locale, language } of LOCALES) {
      const icu = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      for (const country of countries) {
        expect([locale, country, REGION_NAMES[language][country]]).toEqual([locale, country, icu.of(country)]);
        expect(regionName(country, locale)).toBe(icu.of(country));
      }
    }
  });

  it('ask Intl.DisplayNames only for a country or locale the table does not hold', () => {
    const Real = Intl.DisplayNames;
    const spy = jest.spyOn(Intl, 'DisplayNames').mockImplementation((...args) => new Real(...args));
    try {
      for (const info of LOCALES)
        for (const page of LOCALES) {
          countryNameFor(info, page.locale);
          nativeCountryNameFor(info, page.locale);
        }
      expect(spy).not.toHaveBeenCalled();
      expect(regionName('JP', 'ja-JP')).toBe('日本');
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

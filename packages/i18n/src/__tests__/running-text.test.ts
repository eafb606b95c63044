import i18next from 'i18next';
import { addFormatters, inRunningText } from '../setup';

describe('names in running text', () => {
  it('are lower case in French, Spanish and English, and keep the capital of German nouns', () => {
    expect(inRunningText('Fête', 'fr')).toBe('fête');
    expect(inRunningText('Fiesta', 'es-ES')).toBe('fiesta');
    expect(inRunningText('Party', 'en')).toBe('party');
    expect(inRunningText('Party', 'de-DE')).toBe('Party');
    expect(inRunningText('DJ set', 'fr')).toBe('DJ set');
    expect(inRunningText('', 'fr')).toBe('');
  });

  it("are what the translator's {{name, running}} writes", async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'fr',
      resources: { fr: { t: { title: 'Lieux pour {{activity, running}} près de {{place}}' } }, de: { t: { title: 'Räume für {{activity, running}}' } } },
      interpolation: { escapeValue: false },
    });
    addFormatters(instance);
    expect(instance.t('title', { ns: 't', activity: 'Fête', place: 'Paris' })).toBe('Lieux pour fête près de Paris');
    expect(instance.t('title', { ns: 't', lng: 'de', activity: 'Party' })).toBe('Räume für Party');
  });
});

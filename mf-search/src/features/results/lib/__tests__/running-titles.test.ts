import { addFormatters } from '@hourspace/i18n';
import i18next from 'i18next';
import de from '../../../../i18n/de.json';
import es from '../../../../i18n/es.json';
import fr from '../../../../i18n/fr.json';

describe('results titles with an activity mid-sentence', () => {
  it('write it in the grammar of the language: lower case in French and Spanish, the noun capital in German', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'fr', resources: { fr: { s: fr }, es: { s: es }, de: { s: de } }, interpolation: { escapeValue: false } });
    addFormatters(i18n);
    const title = (lng: string) =>
      i18n.t('results.titleActivityPlace', { ns: 's', lng, activity: lng === 'fr' ? 'Fête' : lng === 'es' ? 'Fiesta' : 'Party', place: 'New York City' });
    expect(title('fr')).toBe('Lieux pour fête près de New York City');
    expect(title('es')).toBe('Espacios para fiesta cerca de New York City');
    expect(title('de')).toBe('Räume für Party in der Nähe von New York City');
  });
});

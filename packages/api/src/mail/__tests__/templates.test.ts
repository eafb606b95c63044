import { COPY } from '../copy';
import { LANGUAGES } from '../language';
import { backoffMs } from '../queue';
import { escapeHtml, render, renderSms } from '../templates';

/** The `{name}` marks of a text, sorted. */
const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message templates (docs/decisions/mail-and-sms.md)', () => {
  it.each(Object.keys(COPY))('%s names the same values in en, fr, es and de', (name) => {
    const copy = COPY[name as keyof typeof COPY];
    const of = (language: (typeof LANGUAGES)[number]) => {
      const c: { subject: string; lines: string[]; action?: string } = copy[language];
      return { subject: marks(c.subject), lines: marks(c.lines.join(' ')), action: c.action === undefined };
    };
    for (const language of LANGUAGES) expect(of(language)).toEqual(of('en'));
  });

  it('writes both parts, escaping what a person typed in the HTML part only', () => {
    const rendered = render({
      template: 'booking-requested',
      language: 'fr',
      firstName: 'Zoé',
      link: 'https://www.hourspace.test/fr/bookings?a=1&b=2',
      values: { guest: '<script>x</script>', space: 'Loft "Rive"', when: 'lundi 7 décembre 2026' },
    });
    expect(rendered.subject).toBe('Nouvelle demande de réservation pour Loft "Rive"');
    expect(rendered.text).toContain('Bonjour Zoé,');
    expect(rendered.text).toContain('<script>x</script> souhaite réserver Loft "Rive" le lundi 7 décembre 2026.');
    expect(rendered.text).toContain('https://www.hourspace.test/fr/bookings?a=1&b=2');
    expect(rendered.html).toContain('&lt;script&gt;x&lt;/script&gt; souhaite réserver Loft &quot;Rive&quot;');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('href="https://www.hourspace.test/fr/bookings?a=1&amp;b=2"');
    expect(rendered.html).toContain('<html lang="fr">');
  });

  it('puts the code alone on its line and refuses a missing value', () => {
    const rendered = render({ template: 'verification-code', language: 'es', values: { code: '0420', minutes: 10 } });
    expect(rendered.text.split('\n')).toContain('0420');
    expect(rendered.text).toContain('Hola:');
    expect(() => render({ template: 'verification-code', language: 'es', values: { code: '0420' } })).toThrow('{minutes}');
    expect(renderSms({ template: 'phone-code', language: 'de', values: { code: '1234', minutes: 10 } })).toBe(
      '1234 ist Ihr Hourspace-Bestätigungscode. Er läuft in 10 Minuten ab.',
    );
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});

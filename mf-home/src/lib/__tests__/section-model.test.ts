import { splitLines, toHomeContent, toHomeImage, toHomeSection, toKeywordTabs, SECTION_KEYS } from '../section-model';

describe('section model', () => {
  it('splits a paragraph on the literal newline marker and drops empty lines', () => {
    expect(splitLines('List your space for free.\\nYou choose when.\\n\\nPayouts arrive directly.')).toEqual([
      'List your space for free.',
      'You choose when.',
      'Payouts arrive directly.',
    ]);
    expect(splitLines('One\nTwo')).toEqual(['One', 'Two']);
    expect(splitLines(null)).toEqual([]);
  });

  it('gives every image alt text from its alt, else its title, else its label', () => {
    const base = { url: 'https://img.example/a.webp' };
    expect(toHomeImage({ ...base, alt: 'Loft', title: 'T', label: 'L' }, 0, 'us')?.alt).toBe('Loft');
    expect(toHomeImage({ ...base, alt: ' ', title: 'Party Venues', label: 'L' }, 0, 'us')?.alt).toBe('Party Venues');
    expect(toHomeImage({ ...base, alt: null, title: null, label: 'Party' }, 0, 'us')?.alt).toBe('Party');
  });

  it('drops an image whose URL cannot be shown', () => {
    expect(toHomeImage({ url: 'javascript:alert(1)' }, 0, 'us')).toBeNull();
    expect(toHomeImage({ url: '' }, 0, 'us')).toBeNull();
    expect(toHomeImage({ url: '/v1/images/ph-1', external_id: null }, 3, 'us')?.key).toBe('3-/v1/images/ph-1');
  });

  it('turns section data into headings, lines, a checked call to action and images', () => {
    const section = toHomeSection(
      {
        heading1: ' Why Hourspace? ',
        heading2: 'Book with confidence',
        paragraph: 'A\\nB',
        ctaButton: { text: 'Get started', link: '/us#a=search' },
        images: [{ url: 'x' }, { url: '/v1/images/a' }],
      },
      'us',
    );
    expect(section).toMatchObject({ heading1: 'Why Hourspace?', heading2: 'Book with confidence', lines: ['A', 'B'], cta: { text: 'Get started', href: '/us/#a=search' } });
    expect(section.images).toHaveLength(1);
  });

  it('leaves out a call to action without text or with an unusable link', () => {
    expect(toHomeSection({ ctaButton: { text: '', link: '/us/host' }, images: [] }, 'us').cta).toBeNull();
    expect(toHomeSection({ ctaButton: { text: 'Go', link: 'javascript:void(0)' }, images: [] }, 'us').cta).toBeNull();
  });

  it('keeps the spec order, ignores unknown sections and leaves out the ones the check refuses', () => {
    const content = toHomeContent(
      {
        locale: 'de-DE',
        sections: { awards: { heading1: 'Awards', images: [] }, blog: 'broken', hero9000: { heading1: 'x', images: [] }, intro: { heading1: 'Hallo', images: [] } },
      },
      'de',
      (key, raw) => (typeof raw === 'object' && raw !== null ? (raw as { heading1: string; images: [] }) : null),
    );
    expect(content.locale).toBe('de-DE');
    expect(Object.keys(content.sections)).toEqual(['intro', 'awards']);
    expect(SECTION_KEYS.indexOf('wallsTalk')).toBe(SECTION_KEYS.indexOf('whereExtraordinary') + 1);
  });

  it('builds keyword tabs with their plan links and location links, dropping blanks and repeats', () => {
    const tabs = toKeywordTabs(
      [
        {
          keyword: 'party',
          dropdown_plural: 'parties',
          display_keyword_plural: 'Party Venues',
          locations: [
            { city: 'Austin', state: 'TX', permalink: '/us/s/?activity=party' },
            { city: '', state: 'X', permalink: '/us/s/' },
          ],
        },
        { keyword: 'party', dropdown_plural: null, display_keyword_plural: null, locations: [] },
        { keyword: ' ', dropdown_plural: null, display_keyword_plural: null, locations: [] },
        { keyword: 'meeting', dropdown_plural: 'meeting rooms', display_keyword_plural: null, locations: [{ city: 'Paris', state: null, permalink: 'javascript:x' }] },
      ],
      'us',
    );
    expect(tabs).toEqual([
      {
        keyword: 'party',
        label: 'Party Venues',
        href: '/us/plan/party',
        locations: [{ city: 'Austin', state: 'TX', label: 'Austin, TX', permalink: '/us/s/?activity=party', href: '/us/s/?activity=party' }],
      },
      { keyword: 'meeting', label: 'meeting rooms', href: '/us/plan/meeting', locations: [] },
    ]);
  });
});

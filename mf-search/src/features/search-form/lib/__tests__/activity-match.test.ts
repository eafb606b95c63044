import { CATALOGUE } from '../../../../testing/fake-api';
import { matchActivities } from '../activity-fuzzy';
import { MAX_ACTIVITY_SUGGESTIONS, normalizeText, popularActivities, resolveActivityText } from '../activity-match';

describe('activity suggestions', () => {
  it('offers at most 5 fuzzy matches for typed text, the closest first', () => {
    const matches = matchActivities(CATALOGUE, 'photo');
    expect(matches.length).toBeGreaterThanOrEqual(1);
    expect(matches.length).toBeLessThanOrEqual(MAX_ACTIVITY_SUGGESTIONS);
    expect(matches[0]?.id).toBe('photo-shoot');
  });

  it('caps the list at 5 even when more activities match', () => {
    const loose = [...CATALOGUE, ...CATALOGUE.map((a) => ({ ...a, id: `${a.id}-2` }))];
    expect(matchActivities(loose, 'photo')).toHaveLength(5);
  });

  it('still finds an activity through a typo', () => {
    expect(matchActivities(CATALOGUE, 'meetnig').map((a) => a.id)).toContain('meeting');
  });

  it('matches without accents', () => {
    expect(matchActivities(CATALOGUE, 'cafe').map((a) => a.id)).toContain('cafe');
  });

  it('offers the most popular activities before anything is typed', () => {
    expect(matchActivities(CATALOGUE, '  ').map((a) => a.id)).toEqual(['photo-shoot', 'party', 'meeting', 'video-shoot', 'product-shoot']);
    expect(popularActivities(CATALOGUE)).toEqual(matchActivities(CATALOGUE, ''));
  });

  it('offers nothing for unrelated text', () => {
    expect(matchActivities(CATALOGUE, 'zzqxv')).toEqual([]);
  });
});

describe('recognising typed activity text', () => {
  it('recognises any name of an activity, in any case and without accents', () => {
    expect(resolveActivityText(CATALOGUE, 'PHOTO SHOOT')?.id).toBe('photo-shoot');
    expect(resolveActivityText(CATALOGUE, 'parties')?.id).toBe('party');
    expect(resolveActivityText(CATALOGUE, 'Cafe pop up')?.id).toBe('cafe');
    expect(resolveActivityText(CATALOGUE, 'meeting-rooms')?.id).toBe('meeting');
  });

  it('does not recognise text that is only close to a name', () => {
    expect(resolveActivityText(CATALOGUE, 'photo')).toBeUndefined();
    expect(resolveActivityText(CATALOGUE, '')).toBeUndefined();
  });

  it('normalises text to lower case words without accents', () => {
    expect(normalizeText('  Café—Pop-Up  ')).toBe('cafe pop up');
  });
});

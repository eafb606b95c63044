import { spaceRest, spaceSlug } from '../space-path';

describe("a space page's address", () => {
  it('writes the title as lower-case ASCII words, at most 60 characters, never ending on a hyphen', () => {
    expect(spaceSlug('Café Rooftop — Terrasse & Bar')).toBe('cafe-rooftop-terrasse-bar');
    expect(spaceSlug(`  ${'Word '.repeat(20)}`)).toBe('word-word-word-word-word-word-word-word-word-word-word-word');
    expect(spaceSlug('日本語のスペース')).toBe('');
  });

  it('is /space/{id}/{slug}, or /space/{id} when the title has no URL words', () => {
    expect(spaceRest(42, 'Sunny Loft')).toBe('/space/42/sunny-loft');
    expect(spaceRest('7', '!!!')).toBe('/space/7');
  });
});

/** @jest-environment jsdom */
import { pageTitle, setPageTitle } from '../title';

describe('page titles', () => {
  it("put the page's title before the product's name, and the name alone for none", () => {
    expect(pageTitle('Partyräume in der Nähe von New York City')).toBe('Partyräume in der Nähe von New York City · Hourspace');
    expect(pageTitle('')).toBe('Hourspace');
    expect(pageTitle(undefined)).toBe('Hourspace');
    setPageTitle('Page introuvable');
    expect(document.title).toBe('Page introuvable · Hourspace');
  });
});

import { currentPageName } from '../root';

describe("mf-search's pages by address", () => {
  it('reads /plan/activities as the activities page, not as a keyword', () => {
    expect(currentPageName('/us/plan/activities')).toBe('activities');
    expect(currentPageName('/de/plan/activities/')).toBe('activities');
  });

  it('keeps every other keyword a plan page and /s a results page', () => {
    expect(currentPageName('/us/plan/photo-shoot')).toBe('plan');
    expect(currentPageName('/fr/s/')).toBe('results');
  });
});

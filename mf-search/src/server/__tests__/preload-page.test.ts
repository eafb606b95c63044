/**
 * @jest-environment node
 */

/** A fresh copy of the page application's root and its lazy parts, none of them loaded yet. */
function freshRoot() {
  let loaded!: {
    root: typeof import('../../app/root');
    results: typeof import('../../features/results/components/results-page');
    summary: typeof import('../../lib/lazy-date-time-summary');
  };
  jest.isolateModules(() => {
    loaded = {
      root: jest.requireActual('../../app/root'),
      results: jest.requireActual('../../features/results/components/results-page'),
      summary: jest.requireActual('../../lib/lazy-date-time-summary'),
    };
  });
  return loaded;
}

describe('preloadPage: the chunks a first screen rendered on request renders with', () => {
  it('loads the readers of the date a results or plan page’s search bar shows, for a dated search only', async () => {
    const plain = freshRoot();
    await plain.root.preloadPage('/us/s/?activity=party&location=new+york%2C+ny');
    expect(plain.results.resultsDatesModule.current()).toBeNull();
    expect(plain.summary.dateTimeSummary.current()).toBeNull();

    const dated = freshRoot();
    await dated.root.preloadPage('/us/s/?activity=party&availability_interval=40.71,-74.0,2030-03-01T10:00:00,2030-03-01T14:00:00');
    expect(dated.results.resultsDatesModule.current()).not.toBeNull();
    expect(dated.summary.dateTimeSummary.current()).not.toBeNull();

    const plan = freshRoot();
    await plan.root.preloadPage('/fr/plan/party?availability_interval=48.85,2.35,2030-03-01T10:00:00,2030-03-01T14:00:00');
    expect(plan.results.resultsDatesModule.current()).not.toBeNull();
  });

  it('loads nothing for the dates of a space page’s address', async () => {
    const space = freshRoot();
    await space.root.preloadPage('/us/space/5/loft?availability_interval=40.71,-74.0,2030-03-01T10:00:00,2030-03-01T14:00:00');
    expect(space.results.resultsDatesModule.current()).toBeNull();
  });
});

import { DEFAULT_PAGES, parseArgs, roundOrder, USAGE } from '../args';
import { INTERACTION_IDS } from '../interactions';

describe('parseArgs', () => {
  it('defaults to 5 measured runs after 1 warm-up, the three pages, the monolith on 8090 and the mobile preset', () => {
    expect(parseArgs([])).toEqual({ runs: 5, warmup: 1, pages: null, out: null, monolithPort: 8090, formFactor: 'mobile', interactions: null, help: false });
    expect(DEFAULT_PAGES).toEqual(['/us/', '/us/s/?activity=party&location=new+york%2C+ny', 'space']);
  });
  it('reads --runs N and --runs=N, pages, warm-up, output and port', () => {
    expect(parseArgs(['--runs', '1', '--warmup=0', '--page', '/us/', '--page=space', '--out', 'x.json', '--monolith-port', '8091'])).toEqual({
      runs: 1,
      warmup: 0,
      pages: ['/us/', 'space'],
      out: 'x.json',
      monolithPort: 8091,
      formFactor: 'mobile',
      interactions: null,
      help: false,
    });
  });
  it('reads --desktop, which measures with the desktop preset and leaves the rest as it was', () => {
    expect(parseArgs(['--desktop'])).toEqual({ ...parseArgs([]), formFactor: 'desktop' });
    expect(parseArgs(['--page', '/us/', '--desktop', '--runs=3', '--same-origin'])).toMatchObject({ pages: ['/us/'], runs: 3, sameOrigin: true, formFactor: 'desktop' });
  });
  it('takes no value after --desktop', () => {
    expect(() => parseArgs(['--desktop=mobile'])).toThrow(/unknown option mobile/);
  });
  it('reads --same-origin, which adds the same-origin row', () => {
    expect(parseArgs(['--same-origin']).sameOrigin).toBe(true);
    expect(parseArgs([])).not.toHaveProperty('sameOrigin');
  });
  it('refuses what it does not know or cannot use', () => {
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs needs an integer of at least 1/);
    expect(() => parseArgs(['--runs'])).toThrow(/got nothing/);
    expect(() => parseArgs(['--page', 'us'])).toThrow(/--page/);
    expect(() => parseArgs(['--fast'])).toThrow(/unknown option --fast/);
    expect(() => parseArgs(['--mobile'])).toThrow(/unknown option --mobile/);
  });
});

describe('parseArgs with interactions', () => {
  it('measures every interaction with --interactions, with the usual runs and warm-up', () => {
    expect(parseArgs(['--interactions', '--runs=3', '--warmup', '0'])).toEqual({ ...parseArgs([]), runs: 3, warmup: 0, interactions: [...INTERACTION_IDS] });
  });
  it('measures only the ones named with --interaction, in the order given, each once, with or without --interactions', () => {
    expect(parseArgs(['--interaction', 'results-filters', '--interaction=home-date-tray', '--interaction', 'results-filters']).interactions).toEqual([
      'results-filters',
      'home-date-tray',
    ]);
    expect(parseArgs(['--interactions', '--interaction', 'space-gallery-photo']).interactions).toEqual(['space-gallery-photo']);
  });
  it('names the interactions it knows when given one it does not', () => {
    expect(() => parseArgs(['--interaction', 'home-tray'])).toThrow(/--interaction needs one of home-activity-tray, .*space-gallery-photo; got home-tray/);
    expect(() => parseArgs(['--interaction'])).toThrow(/got nothing/);
  });
  it('refuses the page-load options interactions cannot use', () => {
    expect(() => parseArgs(['--interactions', '--desktop'])).toThrow(/drop --desktop/);
    expect(() => parseArgs(['--interaction', 'results-filters', '--same-origin', '--page', '/us/'])).toThrow(/drop --same-origin, --page/);
  });
  it('lists every interaction in --help', () => {
    for (const id of INTERACTION_IDS) expect(USAGE).toContain(id);
  });
});

describe('roundOrder', () => {
  it('runs every page on both builds, alternating which goes first by page and by round', () => {
    const order = (round: number) => roundOrder(['a', 'b'], round).map(({ page, build }) => `${page}:${build[0]}`);
    expect(order(0)).toEqual(['a:f', 'a:m', 'b:m', 'b:f']);
    expect(order(1)).toEqual(['a:m', 'a:f', 'b:f', 'b:m']);
  });
  it('rotates three builds (--same-origin) so each goes first as often as the others', () => {
    const order = (round: number) => roundOrder(['a'], round, ['federated', 'same-origin', 'monolith']).map(({ build }) => build);
    expect([0, 1, 2].map(order)).toEqual([
      ['federated', 'same-origin', 'monolith'],
      ['same-origin', 'monolith', 'federated'],
      ['monolith', 'federated', 'same-origin'],
    ]);
  });
});

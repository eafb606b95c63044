import { DEFAULT_PAGES, parseArgs, roundOrder } from '../args';

describe('parseArgs', () => {
  it('defaults to 5 measured runs after 1 warm-up, the three pages and the monolith on 8090', () => {
    expect(parseArgs([])).toEqual({ runs: 5, warmup: 1, pages: null, out: null, monolithPort: 8090, help: false });
    expect(DEFAULT_PAGES).toEqual(['/us/', '/us/s/?activity=party&location=new+york%2C+ny', 'space']);
  });
  it('reads --runs N and --runs=N, pages, warm-up, output and port', () => {
    expect(parseArgs(['--runs', '1', '--warmup=0', '--page', '/us/', '--page=space', '--out', 'x.json', '--monolith-port', '8091'])).toEqual({
      runs: 1,
      warmup: 0,
      pages: ['/us/', 'space'],
      out: 'x.json',
      monolithPort: 8091,
      help: false,
    });
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

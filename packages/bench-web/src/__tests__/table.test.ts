import type { RunMetrics } from '../report';
import { median, ratio } from '../stats';
import { formatTable, layout, summarize, type Run } from '../table';

const mobile = {
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75 },
  throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
};
const desktop = {
  formFactor: 'desktop',
  throttlingMethod: 'simulate',
  screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1 },
  throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 },
};

const metrics = (overrides: Partial<RunMetrics>): RunMetrics => ({
  score: 90,
  fcp: 1000,
  lcp: 2000,
  tbt: 100,
  cls: 0,
  jsBytes: 100 * 1024,
  jsRequests: 10,
  requestsBeforeLcp: 12,
  requests: 30,
  benchmarkIndex: 1500,
  ...overrides,
});

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });
  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('ignores missing values and is NaN for none', () => {
    expect(median([Number.NaN, 7])).toBe(7);
    expect(median([])).toBeNaN();
  });
  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('ratio', () => {
  it('divides, and is NaN for a zero or missing divisor', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(3, 0)).toBeNaN();
    expect(ratio(Number.NaN, 2)).toBeNaN();
  });
});

describe('summarize', () => {
  const runs: Run[] = [
    { page: '/us/', build: 'monolith', metrics: metrics({ lcp: 1800, jsBytes: 200 * 1024, benchmarkIndex: 1400 }) },
    { page: '/us/', build: 'federated', metrics: metrics({ lcp: 2500, jsBytes: 300 * 1024, score: 80 }) },
    { page: '/us/', build: 'federated', metrics: metrics({ lcp: 2300, jsBytes: 320 * 1024, score: 70 }) },
    { page: '/us/', build: 'federated', metrics: metrics({ lcp: 9000, jsBytes: 310 * 1024, score: 75 }) },
    { page: '/us/', build: 'monolith', metrics: metrics({ lcp: 2000, jsBytes: 200 * 1024, benchmarkIndex: 1600 }) },
    { page: '/us/', build: 'monolith', metrics: metrics({ lcp: 2200, jsBytes: 200 * 1024, benchmarkIndex: 1500 }) },
    { page: '/us/s/', build: 'federated', metrics: metrics({}) },
  ];

  it('takes each column’s median per page and build, in the pages’ order, federated first', () => {
    const { rows } = summarize(runs, ['/us/', '/us/s/']);
    expect(rows.map((row) => [row.page, row.build, row.runs])).toEqual([
      ['/us/', 'federated', 3],
      ['/us/', 'monolith', 3],
      ['/us/s/', 'federated', 1],
    ]);
    expect(rows[0]).toMatchObject({ lcp: 2500, jsBytes: 310 * 1024, score: 75 });
    expect(rows[1]).toMatchObject({ lcp: 2000, jsBytes: 200 * 1024 });
  });

  it('gives federated/monolith ratios of JavaScript bytes and LCP for pages measured on both', () => {
    const { ratios } = summarize(runs, ['/us/', '/us/s/']);
    expect(ratios).toEqual([{ page: '/us/', jsBytes: 1.55, lcp: 1.25 }]);
  });

  it('gives each build’s median benchmarkIndex', () => {
    expect(summarize(runs, ['/us/', '/us/s/']).benchmarkIndex).toEqual({ federated: 1500, monolith: 1500 });
  });
});

describe('formatTable', () => {
  it('prints the form factor, one row per page and build, the ratio row after the monolith, and the benchmark index', () => {
    const table = formatTable(
      {
        rows: [
          {
            page: '/us/',
            build: 'federated',
            runs: 5,
            ...metrics({ score: 47, fcp: 612, lcp: 6840, tbt: 2104.4, cls: 0.0012, jsBytes: 454 * 1024, jsRequests: 42, requestsBeforeLcp: 40 }),
          },
          { page: '/us/', build: 'monolith', runs: 5, ...metrics({ score: 88, fcp: 600, lcp: 2400, tbt: 150, jsBytes: 300 * 1024, jsRequests: 12, requestsBeforeLcp: 20 }) },
        ],
        ratios: [{ page: '/us/', jsBytes: 454 / 300, lcp: 6840 / 2400 }],
        benchmarkIndex: { federated: 1712.4, monolith: Number.NaN },
      },
      mobile,
    );
    expect(table).toBe(
      [
        'Lighthouse mobile: 412×823 at 1.75×, simulate, RTT 150 ms, 1.6 Mbps, CPU slowdown 4×',
        '',
        'page  build      score  FCP s  LCP s  TBT ms    CLS  JS KiB gz  JS files  req<LCP  runs',
        '----  ---------  -----  -----  -----  ------  -----  ---------  --------  -------  ----',
        '/us/  federated     47   0.61   6.84    2104  0.001      454.0        42       40     5',
        '/us/  monolith      88   0.60   2.40     150  0.000      300.0        12       20     5',
        '/us/  fed/mono                 2.85×                     1.51×',
        '',
        'benchmarkIndex (median): federated 1712',
      ].join('\n'),
    );
  });

  it('names a desktop run in its first line, from the settings the reports give', () => {
    const summary = summarize([{ page: '/us/', build: 'federated', metrics: metrics({}) }], ['/us/']);
    expect(formatTable(summary, desktop).split('\n')[0]).toBe('Lighthouse desktop: 1350×940 at 1×, simulate, RTT 40 ms, 10.0 Mbps, CPU slowdown 1×');
    expect(formatTable(summary, { formFactor: 'desktop' }).split('\n')[0]).toBe('Lighthouse desktop');
  });

  it('shows a dash for a figure it does not have', () => {
    const table = formatTable(
      {
        rows: [{ page: '/p', build: 'federated', runs: 1, ...metrics({ requestsBeforeLcp: Number.NaN }) }],
        ratios: [],
        benchmarkIndex: { federated: Number.NaN, monolith: Number.NaN },
      },
      mobile,
    );
    expect(table.split('\n')[4]).toMatch(/ –\s+1$/);
    expect(table).toMatch(/benchmarkIndex \(median\): –$/);
  });
});

describe('the same-origin row (--same-origin)', () => {
  const runs: Run[] = [
    { page: '/us/', build: 'federated', metrics: metrics({ lcp: 3000, benchmarkIndex: 1500 }) },
    { page: '/us/', build: 'same-origin', metrics: metrics({ lcp: 2400, benchmarkIndex: 1400 }) },
    { page: '/us/', build: 'monolith', metrics: metrics({ lcp: 2000, benchmarkIndex: 1600 }) },
  ];

  it('summarises the same-origin build beside the others, with its ratio to remotes on their own origins', () => {
    const summary = summarize(runs, ['/us/']);
    expect(summary.rows.map((row) => row.build)).toEqual(['federated', 'same-origin', 'monolith']);
    expect(summary.sameOriginRatios).toEqual([{ page: '/us/', jsBytes: 1, lcp: 0.8 }]);
    expect(summary.benchmarkIndex).toEqual({ federated: 1500, 'same-origin': 1400, monolith: 1600 });
    const table = formatTable(summary, mobile).split('\n');
    expect(table.filter((line) => /^\/us\/ {2}same/.test(line))).toEqual([
      '/us/  same-origin     90   1.00   2.40     100  0.000      100.0        10       12     1',
      '/us/  same/own                   0.80×                     1.00×',
    ]);
  });

  it('leaves a run without it summarised as before: no same-origin ratios or benchmark index', () => {
    const summary = summarize(
      runs.filter((run) => run.build !== 'same-origin'),
      ['/us/'],
    );
    expect(summary).not.toHaveProperty('sameOriginRatios');
    expect(summary.benchmarkIndex).toEqual({ federated: 1500, monolith: 1600 });
  });
});

describe('layout', () => {
  it('pads the first two columns to the left and the rest to the right', () => {
    expect(
      layout(
        ['a', 'b', 'n'],
        [
          ['long', 'x', '1'],
          ['s', 'yy', '100'],
        ],
      ),
    ).toBe(['a     b     n', '----  --  ---', 'long  x     1', 's     yy  100'].join('\n'));
  });
});

import { countsFor, fetchCounts, judgeCanary } from '../watch';

describe('judging a canary', () => {
  it('rolls back a canary that fails clearly more than the stable build, and says why', () => {
    const verdict = judgeCanary({ mounted: 3, failed: 17, codes: { 'SHELL-005': 15, 'SHELL-004': 2 } }, { mounted: 400, failed: 2 });
    expect(verdict.verdict).toBe('roll back');
    expect(verdict.reason).toBe('canary 17/20 failed (85.0 %), stable 2/402 (0.5 %); SHELL-005 ×15, SHELL-004 ×2');
  });

  it('rolls back a canary that fails while the stable build has no loads to compare', () => {
    expect(judgeCanary({ mounted: 0, failed: 6 }, { mounted: 0, failed: 0 }).verdict).toBe('roll back');
  });

  it('waits while there are too few failures to tell', () => {
    expect(judgeCanary({ mounted: 0, failed: 4 }, { mounted: 400, failed: 0 }).verdict).toBe('too early');
  });

  it('keeps a canary whose failure rate is like the stable one’s', () => {
    expect(judgeCanary({ mounted: 190, failed: 10 }, { mounted: 1900, failed: 100 }).verdict).toBe('healthy');
    // 6 % against 5 %: more failures, but within chance and the margin.
    expect(judgeCanary({ mounted: 94, failed: 6 }, { mounted: 950, failed: 50 }).verdict).toBe('healthy');
    expect(judgeCanary({ mounted: 20, failed: 1 }, { mounted: 950, failed: 50 }).verdict).toBe('too early');
  });

  it('does not call a difference chance explains clearly worse', () => {
    // 5 of 50 (10 %) against 1 of 20 (5 %): the margin, but nowhere near significance.
    expect(judgeCanary({ mounted: 45, failed: 5 }, { mounted: 19, failed: 1 }).verdict).toBe('healthy');
  });
});

describe('reading the counts', () => {
  it('asks the API with the release token and finds a build, zero when unseen', async () => {
    const builds = [{ channel: 'prod', locale: 'de-DE', remote: 'mf-home', version: '1.5.0', mounted: 1, failed: 2, codes: {} }];
    const fetchImpl = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 200, json: async () => ({ builds }) }) as unknown as Response);
    await expect(fetchCounts('http://api.test', 'prod', 30, 'secret', fetchImpl as unknown as typeof fetch)).resolves.toEqual(builds);
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://api.test/v1/health/remote-loads?channel=prod&minutes=30');
    expect(fetchImpl.mock.calls[0]![1]).toEqual({ headers: { authorization: 'Bearer secret' } });
    expect(countsFor(builds, 'de-DE', 'mf-home', '1.5.0')).toMatchObject({ mounted: 1, failed: 2 });
    expect(countsFor(builds, 'de-DE', 'mf-home', '1.0.0')).toEqual({ mounted: 0, failed: 0, codes: {} });
    await expect(fetchCounts('http://api.test', 'prod', 30, undefined, fetchImpl as unknown as typeof fetch)).rejects.toThrow(/RELEASE_HEALTH_TOKEN/);
  });
});

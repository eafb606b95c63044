import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-release-canary-'));
process.env.HOURSPACE_ARTIFACTS = store;
process.env.RELEASE_ACTOR = 'alice (release engineer)';

import type { RemoteDeclaration } from '@hourspace/contracts';
import { declarationOf } from '@hourspace/contracts/registry';
import { publish } from '../artifacts';
import { canarySplits, endCanary, startCanary, watchOnce } from '../canary';
import { createChannel, readChannel } from '../channel-store';
import { promote, rollback } from '../channels';
import { compose } from '../compose';
import { shellHeadersFor } from '../shell-headers';
import { REMOTE_NAMES } from '../paths';
import { fakeBuild, SHARED } from './fake-build';

const build = (content: string, declaration: RemoteDeclaration, shared = SHARED): string => fakeBuild(content, declaration, { shared });

const manifest = (locale: string) => JSON.parse(fs.readFileSync(path.join(store, 'manifests', 'prod', `${locale}.json`), 'utf8'));

beforeAll(() => {
  const versions = Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version: '1.0.0', distDir: build(`${r} 1.0`, declarationOf(r)) }).version]));
  publish('mf-home', { version: '1.5.0', distDir: build('home 1.5', declarationOf('mf-home')) });
  createChannel('prod', versions, undefined, { apiOrigin: 'https://api.hourspace.test' });
  compose('prod');
});
afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe('canary releases', () => {
  it('writes the canary and its share into that locale’s one manifest only, and status shows the split', () => {
    startCanary('prod', 'mf-home@1.5.0', 'de-DE', 10, 'try the new hero on German visitors');
    const de = manifest('de-DE');
    expect(de.remotes['mf-home']).toMatchObject({
      version: '1.0.0',
      canary: { version: '1.5.0', percent: 10, entry: 'http://localhost:8081/1.5.0/remoteEntry.js', integrity: expect.stringMatching(/^sha384-/) },
    });
    expect(manifest('en-US').remotes['mf-home'].canary).toBeUndefined();
    expect(canarySplits('prod')).toEqual([{ locale: 'de-DE', remote: 'mf-home', stable: '1.0.0', canary: '1.5.0', percent: 10 }]);
    expect(de.health).toEqual({ endpoint: 'https://api.hourspace.test/v1/health/remote-loads' });
  });

  it('records who, when, what and why for every change', () => {
    const audit = readChannel('prod').audit ?? [];
    expect(audit.at(-1)).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      by: 'alice (release engineer)',
      action: 'canary mf-home@1.5.0 at 10 % for de-DE',
      note: 'try the new hero on German visitors',
    });
    expect(audit[0]?.action).toBe('create channel prod');
  });

  it('refuses a canary with no locale, a share outside 1–99, an unpublished build or the version already stable', () => {
    expect(() => startCanary('prod', 'mf-home@1.5.0', undefined, 10)).toThrow(/--locale/);
    for (const percent of [0, 100, 12.5, Number.NaN]) expect(() => startCanary('prod', 'mf-home@1.5.0', 'fr-FR', percent)).toThrow(/--percent/);
    expect(() => startCanary('prod', 'mf-home@9.0.0', 'fr-FR', 10)).toThrow(/the canary mf-home@9\.0\.0 is not published/);
    expect(() => startCanary('prod', 'mf-home@1.0.0', 'fr-FR', 10)).toThrow(/already runs mf-home@1\.0\.0/);
    expect(manifest('fr-FR').remotes['mf-home'].canary).toBeUndefined();
  });

  it('refuses a canary whose build could not run beside the others', () => {
    publish('mf-nav', { version: '1.6.0', distDir: build('nav 1.6', declarationOf('mf-nav'), [{ ...SHARED[0]!, version: '18.3.1', requiredVersion: '^18.3.1' }, SHARED[1]!]) });
    expect(() => startCanary('prod', 'mf-nav@1.6.0', 'de-DE', 10)).toThrow(/de-DE \(canary mf-nav@1\.6\.0\): shared singleton react/);
    expect(manifest('de-DE').remotes['mf-nav'].canary).toBeUndefined();
  });

  it('puts the canary’s origin in the page’s CSP', () => {
    const headers = shellHeadersFor({
      ...manifest('de-DE'),
      remotes: {
        ...manifest('de-DE').remotes,
        'mf-home': { ...manifest('de-DE').remotes['mf-home'], canary: { ...manifest('de-DE').remotes['mf-home'].canary, entry: 'https://cdn-canary.test/1.5.0/remoteEntry.js' } },
      },
    });
    expect(headers['Content-Security-Policy']).toContain('https://cdn-canary.test');
  });

  it('is undone by rollback, and ended by rollback --canary', () => {
    expect(rollback('prod', 'oops').undone).toBe('canary mf-home@1.5.0 at 10 % for de-DE');
    expect(manifest('de-DE').remotes['mf-home'].canary).toBeUndefined();
    expect(readChannel('prod').audit?.at(-1)).toMatchObject({ action: 'rollback "canary mf-home@1.5.0 at 10 % for de-DE"', note: 'oops' });
    startCanary('prod', 'mf-home@1.5.0', 'de-DE', 20);
    endCanary('prod', 'mf-home', 'de-DE', 'seen enough');
    expect(manifest('de-DE').remotes['mf-home'].canary).toBeUndefined();
    expect(() => endCanary('prod', 'mf-home', 'de-DE')).toThrow(/has no canary of mf-home/);
  });

  it('is finished by promote: the locale runs the canary’s version for everyone', () => {
    startCanary('prod', 'mf-home@1.5.0', 'de-DE', 10);
    promote('prod', 'mf-home@1.5.0', 'de-DE', 'canary looked good');
    expect(manifest('de-DE').remotes['mf-home']).toMatchObject({ version: '1.5.0' });
    expect(manifest('de-DE').remotes['mf-home'].canary).toBeUndefined();
    expect(canarySplits('prod')).toEqual([]);
    rollback('prod');
    expect(manifest('de-DE').remotes['mf-home'].canary).toMatchObject({ version: '1.5.0', percent: 10 });
    endCanary('prod', 'mf-home', 'de-DE');
  });
});

describe('release watch', () => {
  const counts = (version: string, mounted: number, failed: number, codes: Record<string, number> = {}) => ({
    channel: 'prod',
    locale: 'de-DE',
    remote: 'mf-home',
    version,
    mounted,
    failed,
    codes,
  });

  it('keeps a canary that fails no more than the stable build', () => {
    startCanary('prod', 'mf-home@1.5.0', 'de-DE', 10);
    const [outcome] = watchOnce('prod', [counts('1.5.0', 60, 0), counts('1.0.0', 600, 1)]);
    expect(outcome).toMatchObject({ rolledBack: false, verdict: { verdict: 'healthy' } });
    expect(canarySplits('prod')).toHaveLength(1);
  });

  it('rolls back a canary that throws at mount, with the reason in the channel’s history', () => {
    const [outcome] = watchOnce('prod', [counts('1.5.0', 1, 12, { 'SHELL-005': 12 }), counts('1.0.0', 300, 0)]);
    expect(outcome).toMatchObject({ rolledBack: true, verdict: { verdict: 'roll back' } });
    expect(manifest('de-DE').remotes['mf-home'].canary).toBeUndefined();
    const channel = readChannel('prod');
    expect(channel.audit?.at(-1)).toEqual({
      at: expect.any(String),
      by: 'alice (release engineer)',
      action: 'end canary mf-home@1.5.0 for de-DE',
      note: 'automatic rollback by release watch: canary 12/13 failed (92.3 %), stable 0/300 (0.0 %); SHELL-005 ×12',
      kind: 'canary-ended',
    });
    expect(channel.history.at(-1)).toMatchObject({ action: 'end canary mf-home@1.5.0 for de-DE', kind: 'canary-ended', note: expect.stringContaining('SHELL-005 ×12') });
  });

  it('is not undone by a later rollback: the broken build never comes back', () => {
    // Every change left on the stack started or ended that canary: with it gone, none changes anything.
    expect(() => rollback('prod', 'undo the last change')).toThrow(/nothing to roll back/);
    expect(manifest('de-DE').remotes['mf-home'].canary).toBeUndefined();
    expect(readChannel('prod').history.some((h) => h.previous.canaries?.['de-DE']?.['mf-home']?.version === '1.5.0')).toBe(false);
  });

  it('leaves a canary ended by hand to an ordinary rollback', () => {
    startCanary('prod', 'mf-home@1.5.0', 'de-DE', 10);
    endCanary('prod', 'mf-home', 'de-DE', 'seen enough');
    expect(rollback('prod').undone).toBe('end canary mf-home@1.5.0 for de-DE');
    expect(manifest('de-DE').remotes['mf-home'].canary).toMatchObject({ version: '1.5.0', percent: 10 });
  });
});

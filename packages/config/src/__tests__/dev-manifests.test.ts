import { MANIFEST_SCHEMA, ReleaseManifestSchema } from '@hourspace/contracts';
import * as v from 'valibot';

// The preset is ESM (webpack loads it natively); Node 20.19+ can require it.
type Handler = (req: { params: { file: string } }, res: { set: (name: string, value: string) => { json: (body: unknown) => void } }) => void;
type DevServer = { app: { get: (route: string, handler: Handler) => void } };

const { devManifests } = require('../../webpack/dev-manifests.mjs') as { devManifests: (registry: unknown) => (middlewares: unknown[], devServer: DevServer) => unknown[] };
const { readRegistry } = require('../../webpack-preset.mjs') as typeof import('../../webpack-preset.mjs');

/** The manifest the shell's dev server answers for `file`, with the dev remotes given. */
function devManifest(file: string, remotes: Record<string, string>): { body: unknown; cacheControl: string } {
  process.env.HOURSPACE_DEV_REMOTES = JSON.stringify(remotes);
  try {
    let handler: Handler | undefined;
    const setup = devManifests(readRegistry());
    setup([], { app: { get: (_route, h) => void (handler = h) } });
    let answer = { body: undefined as unknown, cacheControl: '' };
    handler!({ params: { file } }, { set: (_name, value) => ({ json: (body) => (answer = { body, cacheControl: value }) }) });
    return answer;
  } finally {
    delete process.env.HOURSPACE_DEV_REMOTES;
  }
}

describe("the shell's dev manifests", () => {
  it('name the schema the shell accepts, as @hourspace/contracts defines it', () => {
    const { body, cacheControl } = devManifest('de-DE.json', { 'mf-home': 'http://localhost:8081/remoteEntry.js' });
    expect(body).toEqual(expect.objectContaining({ schema: MANIFEST_SCHEMA, locale: 'de-DE', channel: 'dev' }));
    expect(cacheControl).toBe('no-store');
  });

  it("name each dev remote's entry with its registry applications, and allow overrides from the dev servers' origins", () => {
    const { body } = devManifest('en-US.json', { 'mf-home': 'http://localhost:8081/remoteEntry.js' });
    const home = readRegistry().remotes['mf-home']!;
    expect(body).toEqual(
      expect.objectContaining({
        remotes: { 'mf-home': { version: 'dev', entry: 'http://localhost:8081/remoteEntry.js', apps: home.apps, parcels: home.parcels ?? {} } },
        overrides: { origins: ['http://localhost:8081'], query: true },
      }),
    );
    // The environment comes from `release dev`; without one the shell's check refuses only that field.
    const issues = v.safeParse(ReleaseManifestSchema, body).issues ?? [];
    expect(issues.map((issue) => v.getDotPath(issue))).toEqual(['environment']);
  });
});

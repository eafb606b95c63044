import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-release-verify-'));
process.env.HOURSPACE_ARTIFACTS = store;

import { declarationOf } from '@hourspace/contracts/registry';
import { publish } from '../artifacts';
import { createChannel } from '../channel-store';
import { compose } from '../compose';
import { REMOTE_NAMES } from '../paths';
import { createStaticServer } from '../static-server';
import { LocalStorage } from '../storage';
import { verify } from '../verify';
import { fakeBuild, REACT, SHARED } from './fake-build';
import { closeServer, listenLocally } from './local-server';

const build = (content: string, declaration = { apps: [], parcels: {} } as ReturnType<typeof declarationOf>): string => fakeBuild(content, declaration);

let server: http.Server;
const storage = new LocalStorage(store);

beforeAll(async () => {
  server = createStaticServer({ mounts: [{ prefix: '/', dir: store }], cors: true, noStore: () => true });
  const base = await listenLocally(server);
  const versions = Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version: '1.0.0', distDir: build(`${r} 1`, declarationOf(r)) }).version]));
  createChannel('prod', versions, Object.fromEntries(REMOTE_NAMES.map((r) => [r, `${base}/${r}`])));
  compose('prod', { shellShared: SHARED });
});

afterAll(async () => {
  await closeServer(server);
  fs.rmSync(store, { recursive: true, force: true });
});

describe('release verify', () => {
  it('fetches every entry of every locale and finds nothing wrong in a good channel', async () => {
    const report = await verify(storage, 'prod', { shellShared: SHARED });
    expect(report.problems).toEqual([]);
    // One entry per remote (every locale names the same builds) and one mf-manifest.json each.
    expect(report.entries).toBe(REMOTE_NAMES.length * 2);
  });

  it('reports an entry that is missing or whose bytes differ from the integrity', async () => {
    const entry = path.join(store, 'mf-home', '1.0.0', 'remoteEntry.js');
    const original = fs.readFileSync(entry);
    fs.writeFileSync(entry, '/* tampered */');
    const tampered = await verify(storage, 'prod', { shellShared: SHARED });
    expect(tampered.problems).toContainEqual(expect.stringMatching(/^en-US: mf-home@1\.0\.0: .*remoteEntry\.js does not match its integrity sha384-/));
    fs.rmSync(entry);
    const missing = await verify(storage, 'prod', { shellShared: SHARED });
    expect(missing.problems).toContainEqual(expect.stringMatching(/^de-DE: mf-home@1\.0\.0: .*remoteEntry\.js answered 404/));
    fs.writeFileSync(entry, original);
  });

  it('reports builds whose shared singletons do not meet, and a locale with no manifest', async () => {
    const mf = path.join(store, 'mf-nav', '1.0.0', 'mf-manifest.json');
    const original = fs.readFileSync(mf);
    fs.writeFileSync(mf, JSON.stringify({ shared: [{ ...REACT, version: '18.3.1', requiredVersion: '^18.3.1' }] }));
    const manifest = path.join(store, 'manifests', 'prod', 'fr-CA.json');
    const live = fs.readFileSync(manifest);
    fs.rmSync(manifest);
    const report = await verify(storage, 'prod', { shellShared: SHARED });
    expect(report.problems).toContainEqual(expect.stringMatching(/^en-US \(stable\): shared singleton react: mf-nav@1\.0\.0 provides 18\.3\.1/));
    expect(report.problems).toContainEqual(`fr-CA: no manifest in ${store}`);
    fs.writeFileSync(mf, original);
    fs.writeFileSync(manifest, live);
    expect((await verify(storage, 'prod', { shellShared: SHARED })).problems).toEqual([]);
  });
});

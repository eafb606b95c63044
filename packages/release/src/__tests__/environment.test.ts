import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-release-env-'));
process.env.HOURSPACE_ARTIFACTS = store;

import { ReleaseManifestSchema, type RemoteDeclaration } from '@hourspace/contracts';
import { DEV_BASIC_KEY, DEV_STRIPE_PUBLISHABLE_KEY, devWebEnvironment } from '@hourspace/contracts/dev-environment';
import { declarationOf } from '@hourspace/contracts/registry';
import * as v from 'valibot';
import { publish } from '../artifacts';
import { type ChannelEnvironment, localEnvironment, productionEnvironmentProblems } from '../channel-environment';
import { manifestsDir } from '../channel-files';
import { createChannel, readChannel, writeChannel } from '../channel-store';
import { compose } from '../compose';
import { REMOTE_NAMES } from '../paths';
import { fakeBuild, SHARED } from './fake-build';

/**
 * Issue 18: what differs per environment lives in the channel and reaches the page through
 * the manifest; a production channel pointing at the API's `/dev` fakes is refused.
 */

const build = (content: string, declaration: RemoteDeclaration): string => fakeBuild(content, declaration);

/** A production environment with every field named and none of it the development fakes (frozen: what the manifests must carry). */
const PRODUCTION: Readonly<ChannelEnvironment> = Object.freeze({
  mode: 'production',
  apiOrigin: 'https://api.hourspace.test',
  basicKey: 'pk-live-7d1c',
  analyticsEndpoint: 'https://api.hourspace.test/v1/analytics/track',
  payments: { publishableKey: 'pk_live_51Hourspace', jsUrl: 'https://js.provider.test/v3/', filesUrl: 'https://files.provider.test/v1/files' },
  facebook: { appId: '1234567890', sdkUrl: 'https://connect.facebook.net/en_US/sdk.js' },
});

let versions: Record<string, string>;
const read = (channel: string, locale: string) => JSON.parse(fs.readFileSync(path.join(manifestsDir(channel), `${locale}.json`), 'utf8'));
const options = { shellShared: SHARED, shellTemplate: null };

beforeAll(() => {
  versions = Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version: '1.0.0', distDir: build(`${r} 1.0`, declarationOf(r)) }).version]));
});
afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe("the channel's environment in the manifests", () => {
  it('is written into every locale’s manifest as the channel names it, and passes the shell’s check', () => {
    createChannel('www', versions, undefined, PRODUCTION);
    const manifests = compose('www', options);
    expect(manifests).toHaveLength(8);
    for (const manifest of manifests) {
      const written = read('www', manifest.locale);
      expect(v.is(ReleaseManifestSchema, written)).toBe(true);
      expect(written.environment).toEqual(PRODUCTION);
      expect(written.health.endpoint).toBe('https://api.hourspace.test/v1/health/remote-loads');
    }
  });

  it('gives a development channel the local API’s values for what it leaves out', () => {
    createChannel('staging', versions, undefined, { apiOrigin: 'https://api.staging.test' });
    compose('staging', options);
    expect(read('staging', 'de-DE').environment).toEqual(devWebEnvironment('https://api.staging.test'));
    // `npm start`'s local channel names the whole development environment.
    createChannel('local', versions, undefined, localEnvironment());
    compose('local', options);
    expect(read('local', 'fr-FR').environment).toEqual(devWebEnvironment());
  });

  it('refuses an environment field that is not a URL or an origin, naming it', () => {
    createChannel('broken', versions, undefined, {
      apiOrigin: 'https://api.hourspace.test/v1',
      payments: { publishableKey: 'pk_live_1', jsUrl: 'javascript:alert(1)', filesUrl: 'https://files.provider.test/v1/files' },
    });
    expect(() => compose('broken', options)).toThrow(/the channel's environment is invalid: .*apiOrigin/s);
    expect(() => compose('broken', options)).toThrow(/payments\.jsUrl/);
    expect(fs.existsSync(path.join(manifestsDir('broken'), 'en-US.json'))).toBe(false);
  });

  it('changes only the manifests when the API origin changes: the published builds are untouched', () => {
    const files = (dir: string): Record<string, string> =>
      Object.fromEntries(
        fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .flatMap((f) => (fs.statSync(path.join(dir, f)).isFile() ? [[f, fs.readFileSync(path.join(dir, f), 'utf8')]] : [])),
      );
    const artifacts = () => Object.fromEntries(REMOTE_NAMES.map((r) => [r, files(path.join(store, r))]));
    const before = artifacts();
    const beforeManifest = read('www', 'en-US');
    const channel = readChannel('www');
    writeChannel({ ...channel, environment: { ...channel.environment, apiOrigin: 'https://api2.hourspace.test' } });
    compose('www', options);
    expect(artifacts()).toEqual(before);
    const after = read('www', 'en-US');
    expect(after.remotes).toEqual(beforeManifest.remotes);
    expect(after.environment.apiOrigin).toBe('https://api2.hourspace.test');
    expect(after.health.endpoint).toBe('https://api2.hourspace.test/v1/health/remote-loads');
  });
});

describe('a production channel pointing at the development fakes', () => {
  const refusal = (environment: ChannelEnvironment) => {
    const name = `prod-${Math.random().toString(36).slice(2, 8)}`;
    createChannel(name, versions, undefined, environment);
    let message = '';
    try {
      compose(name, options);
    } catch (error) {
      message = (error as Error).message;
    }
    // Nothing of a refused channel is written.
    expect(fs.existsSync(path.join(manifestsDir(name), 'en-US.json'))).toBe(false);
    return message;
  };

  it('is refused when the Facebook SDK is the API’s /dev fake, with a message naming the field', () => {
    const message = refusal({ ...PRODUCTION, facebook: { appId: 'hourspace', sdkUrl: 'https://api.hourspace.test/dev/facebook/sdk.js' } });
    expect(message).toMatch(/^cannot compose channel "prod-\w+":/);
    expect(message).toContain('all locales: production channel "prod-');
    expect(message).toMatch(
      /environment\.facebook\.sdkUrl points at the API's development fake \(https:\/\/api\.hourspace\.test\/dev\/facebook\/sdk\.js\); give the real service's URL/,
    );
  });

  it('is refused when the payment provider is the local processor or its key, or the key is the development key', () => {
    const payments = PRODUCTION.payments!;
    expect(refusal({ ...PRODUCTION, payments: { ...payments, jsUrl: 'http://localhost:8130/v3/' } })).toContain(
      'environment.payments.jsUrl points at the local payment processor (http://localhost:8130/v3/)',
    );
    expect(refusal({ ...PRODUCTION, payments: { ...payments, filesUrl: 'http://127.0.0.1:8130/v1/files' } })).toContain(
      'environment.payments.filesUrl points at the local payment processor',
    );
    expect(refusal({ ...PRODUCTION, payments: { ...payments, publishableKey: DEV_STRIPE_PUBLISHABLE_KEY } })).toContain(
      `environment.payments.publishableKey is the local processor's key "${DEV_STRIPE_PUBLISHABLE_KEY}"`,
    );
    expect(refusal({ ...PRODUCTION, payments: { ...payments, filesUrl: 'https://api.hourspace.test/dev/files' } })).toMatch(
      /environment\.payments\.filesUrl points at the API's development fake/,
    );
    expect(refusal({ ...PRODUCTION, basicKey: DEV_BASIC_KEY })).toContain(`environment.basicKey is the development key "${DEV_BASIC_KEY}"`);
    expect(refusal({ ...PRODUCTION, analyticsEndpoint: 'https://api.hourspace.test/dev' })).toMatch(/environment\.analyticsEndpoint points at/);
  });

  it('is refused when it leaves a field to the local default, or turns the override link switch on', () => {
    const { payments: _payments, ...withoutPayments } = PRODUCTION;
    expect(refusal(withoutPayments)).toContain('environment.payments is not set');
    expect(refusal({ ...PRODUCTION, overrideQuery: true, overrideOrigins: ['https://qa.hourspace.test'] })).toContain('environment.overrideQuery is on');
  });

  it('is the local channel’s environment marked production: every development value is named', () => {
    const problems = productionEnvironmentProblems({ channel: 'local', environment: { ...localEnvironment(), mode: 'production' } });
    expect(problems.map((p) => /environment\.[\w.]+/.exec(p)?.[0])).toEqual([
      'environment.facebook.sdkUrl',
      'environment.payments.jsUrl',
      'environment.payments.filesUrl',
      'environment.payments.publishableKey',
      'environment.basicKey',
      'environment.overrideQuery',
    ]);
    // The same values in a development channel are fine.
    expect(productionEnvironmentProblems({ channel: 'local', environment: localEnvironment() })).toEqual([]);
  });

  it('does not refuse a path that merely starts with "dev"', () => {
    createChannel('prod-ok', versions, undefined, { ...PRODUCTION, payments: { ...PRODUCTION.payments!, filesUrl: 'https://files.provider.test/developers/v1/files' } });
    expect(compose('prod-ok', options)).toHaveLength(8);
  });
});

import crypto from 'node:crypto';
import { ReleaseManifestSchema, type ReleaseManifest, type RemoteBuild } from '@hourspace/contracts';
import { LOCALE_CODES } from '@hourspace/i18n';
import * as v from 'valibot';
import type { ArtifactRecord } from './artifacts';
import { checkCompatibility } from './compatibility';
import { entryOrigin } from './entry-urls';
import { SHELL_PORT } from './paths';
import type { ReleaseStorage } from './storage';

export interface VerifyReport {
  /** Entries fetched and checked (each distinct URL once). */
  entries: number;
  problems: string[];
}

interface Fetched {
  ok: boolean;
  status: number;
  body: Buffer;
}

/**
 * `release verify <channel>`: reads every locale's live manifest from the storage, fetches
 * every entry it names (stable and canary builds) from where browsers fetch it, and checks
 * that it is there, that its bytes match the manifest's integrity, that each locale has its
 * page headers, and that the builds a browser can end up with (the stable set, and the
 * stable set with each canary) agree on their shared singletons.
 */
export async function verify(
  storage: ReleaseStorage,
  channel: string,
  options: { fetch?: typeof fetch; shellShared?: ArtifactRecord['shared']; site?: string } = {},
): Promise<VerifyReport> {
  const fetchImpl = options.fetch ?? fetch;
  // A root-relative entry (same-origin remotes, docs/decisions/same-origin-remotes.md) is fetched from the site's origin.
  const located = (entry: string) => (entryOrigin(entry) === null ? new URL(entry, options.site ?? `http://localhost:${SHELL_PORT}`).href : entry);
  const cache = new Map<string, Promise<Fetched>>();
  const get = (url: string) => {
    let answer = cache.get(url);
    if (!answer) {
      answer = fetchImpl(url, { cache: 'no-store' }).then(
        async (response) => ({ ok: response.ok, status: response.status, body: Buffer.from(await response.arrayBuffer()) }),
        (error: unknown) => ({ ok: false, status: 0, body: Buffer.from(String(error)) }),
      );
      cache.set(url, answer);
    }
    return answer;
  };
  const problems: string[] = [];

  /** The build's shared modules from the mf-manifest.json beside its entry, as publish recorded them. */
  async function sharedOf(remote: string, build: RemoteBuild, where: string): Promise<ArtifactRecord['shared'] | null> {
    const url = new URL('mf-manifest.json', located(build.entry)).href;
    const answer = await get(url);
    if (!answer.ok) {
      problems.push(`${where}: ${remote}@${build.version}'s ${url} answered ${answer.status || 'nothing'}`);
      return null;
    }
    try {
      const mf = JSON.parse(answer.body.toString('utf8')) as { shared?: Array<{ name: string; version: string; requiredVersion?: string; singleton?: boolean }> };
      return (mf.shared ?? []).map((s) => ({ name: s.name, version: s.version, requiredVersion: s.requiredVersion ?? `^${s.version}`, singleton: Boolean(s.singleton) }));
    } catch {
      problems.push(`${where}: ${remote}@${build.version}'s ${url} is not JSON`);
      return null;
    }
  }

  async function checkEntry(remote: string, build: RemoteBuild, where: string): Promise<void> {
    const answer = await get(located(build.entry));
    if (!answer.ok) {
      problems.push(`${where}: ${remote}@${build.version}: ${build.entry} answered ${answer.status || `nothing (${answer.body.toString('utf8')})`}`);
      return;
    }
    if (!build.integrity) {
      problems.push(`${where}: ${remote}@${build.version} has no integrity in the manifest`);
      return;
    }
    const [algorithm, expected] = build.integrity.split(/-(.*)/s) as [string, string | undefined];
    const actual = ['sha256', 'sha384', 'sha512'].includes(algorithm) ? crypto.createHash(algorithm).update(answer.body).digest('base64') : null;
    if (actual !== expected) problems.push(`${where}: ${remote}@${build.version}: ${build.entry} does not match its integrity ${build.integrity}`);
  }

  for (const locale of LOCALE_CODES) {
    const raw = await storage.get(`manifests/${channel}/${locale}.json`);
    if (!raw) {
      problems.push(`${locale}: no manifest in ${storage.description}`);
      continue;
    }
    let manifest: ReleaseManifest;
    try {
      const parsed = v.safeParse(ReleaseManifestSchema, JSON.parse(raw.toString('utf8')));
      if (!parsed.success) {
        problems.push(`${locale}: the manifest would not pass the shell's check: ${v.summarize(parsed.issues)}`);
        continue;
      }
      manifest = parsed.output;
    } catch {
      problems.push(`${locale}: the manifest is not JSON`);
      continue;
    }
    if (!(await storage.get(`manifests/${channel}/${locale}.headers.json`))) problems.push(`${locale}: no page headers (${locale}.headers.json)`);

    const stable: Array<{ remote: string; build: RemoteBuild }> = Object.entries(manifest.remotes).map(([remote, release]) => ({ remote, build: release }));
    const canaries = Object.entries(manifest.remotes).flatMap(([remote, release]) => (release.canary ? [{ remote, build: release.canary as RemoteBuild }] : []));
    await Promise.all([...stable, ...canaries].map(({ remote, build }) => checkEntry(remote, build, locale)));

    const sharedByBuild = new Map<string, ArtifactRecord['shared'] | null>();
    for (const { remote, build } of [...stable, ...canaries]) sharedByBuild.set(`${remote}@${build.version}`, await sharedOf(remote, build, locale));
    const record = (remote: string, build: RemoteBuild) =>
      ({ remote, version: build.version, shared: sharedByBuild.get(`${remote}@${build.version}`) ?? [] }) as unknown as ArtifactRecord;
    const sets = [
      { label: 'stable', builds: stable },
      ...canaries.map((c) => ({ label: `with the ${c.remote}@${c.build.version} canary`, builds: stable.map((s) => (s.remote === c.remote ? c : s)) })),
    ];
    for (const { label, builds } of sets) {
      const found = checkCompatibility(
        builds.map((b) => record(b.remote, b.build)),
        options.shellShared,
      );
      for (const problem of found) problems.push(`${locale} (${label}): ${problem}`);
    }
  }
  return { entries: cache.size, problems: [...new Set(problems)] };
}

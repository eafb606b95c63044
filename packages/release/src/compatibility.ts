import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { ArtifactRecord } from './artifacts';
import { REPO_ROOT } from './paths';

/** What compose refuses in a set of builds meant for one page: shared singletons that cannot meet, two bus majors, one route claimed twice. */

interface SharedUse {
  remote: string;
  version: string;
  requiredVersion: string;
}

/** The shell's shared modules, from its build's mf-manifest.json (it provides them too). */
export function shellShared(): ArtifactRecord['shared'] {
  const file = path.join(REPO_ROOT, 'shell', 'dist', 'mf-manifest.json');
  if (!fs.existsSync(file)) return [];
  const mf = JSON.parse(fs.readFileSync(file, 'utf8')) as { shared?: ArtifactRecord['shared'] };
  return (mf.shared ?? []).map((s) => ({ ...s, requiredVersion: s.requiredVersion ?? `^${s.version}` }));
}

/**
 * Refuses a set of artifacts that cannot run together on one page: a shared singleton
 * one build provides at a version another build's range refuses, or two majors of the
 * bus contract.
 */
export function checkCompatibility(artifacts: ArtifactRecord[], shell: ArtifactRecord['shared'] = shellShared()): string[] {
  const problems: string[] = [];
  const uses = new Map<string, SharedUse[]>();
  const all = [...artifacts.map((a) => ({ remote: `${a.remote}@${a.version}`, shared: a.shared })), { remote: 'shell', shared: shell }];
  for (const { remote, shared } of all) {
    for (const s of shared) {
      if (!s.singleton) continue;
      const list = uses.get(s.name) ?? [];
      list.push({ remote, version: s.version, requiredVersion: s.requiredVersion });
      uses.set(s.name, list);
    }
  }
  for (const [name, list] of uses) {
    for (const provider of list) {
      for (const consumer of list) {
        if (provider === consumer) continue;
        if (!semver.satisfies(provider.version, consumer.requiredVersion, { includePrerelease: true })) {
          problems.push(`shared singleton ${name}: ${provider.remote} provides ${provider.version}, which ${consumer.remote} refuses (needs ${consumer.requiredVersion})`);
        }
      }
    }
  }
  const busMajors = new Map<number, string[]>();
  for (const use of uses.get('@hourspace/bus') ?? []) {
    const major = semver.major(use.version);
    busMajors.set(major, [...(busMajors.get(major) ?? []), use.remote]);
  }
  if (busMajors.size > 1) {
    problems.push(`bus contract majors differ: ${[...busMajors].map(([major, remotes]) => `v${major} in ${remotes.join(', ')}`).join('; ')}`);
  }
  return [...new Set(problems)];
}

/**
 * Refuses builds that claim the same route, application name or parcel name: the shell
 * could not tell which one a visitor meant.
 */
export function checkRoutes(artifacts: ArtifactRecord[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (key: string, by: string) => {
    const other = seen.get(key);
    if (other && other !== by) problems.push(`${key} is claimed by both ${other} and ${by}`);
    seen.set(key, by);
  };
  for (const a of artifacts) {
    const by = `${a.remote}@${a.version}`;
    for (const app of a.declaration.apps) {
      claim(`application "${app.name}"`, by);
      for (const route of app.routes ?? []) claim(`route ${route.path}`, by);
    }
    for (const parcel of Object.keys(a.declaration.parcels)) claim(`parcel "${parcel}"`, by);
  }
  return problems;
}

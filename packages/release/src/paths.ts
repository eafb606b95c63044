import fs from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder up from here whose package.json is the workspace root. */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string }).name === 'hourspace') return dir;
    if (path.dirname(dir) === dir) throw new Error(`not inside the Hourspace repository: ${start}`);
  }
}

export const REPO_ROOT = process.env.HOURSPACE_REPO_ROOT ?? findRepoRoot(process.cwd());

/** Where artifacts, generated channels and manifests live (gitignored). */
export function artifactsRoot(): string {
  return process.env.HOURSPACE_ARTIFACTS ?? path.join(REPO_ROOT, 'artifacts');
}

/** The remotes, their development ports and their Module Federation names. */
export const REMOTES = {
  'mf-home': { port: 8081 },
  'mf-auth': { port: 8082 },
  'mf-nav': { port: 8083 },
  'mf-search': { port: 8084 },
  'mf-account': { port: 8085 },
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const SHELL_PORT = 8080;
export const API_PORT = 8120;

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(REMOTES, value);
}

/** A version string safe as a folder name and a URL segment. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

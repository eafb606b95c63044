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

/** The remotes, their ports and what each declares: packages/contracts/registry.json. */
export { API_PORT, isRemoteName, PREVIEW_SHELL_PORTS, REGISTRY as REMOTES, REMOTE_NAMES, SHELL_PORT } from '@hourspace/contracts/registry';
/** A remote's name (checked against the registry with `isRemoteName`). */
export type RemoteName = string;

/** A version string safe as a folder name and a URL segment. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

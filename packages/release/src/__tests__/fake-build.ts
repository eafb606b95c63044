import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteDeclaration } from '@hourspace/contracts';

const BUS_VERSION = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../../bus/package.json'), 'utf8')) as { version: string }).version;

/** React as a remote's federation manifest shares it. */
export const REACT = { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true };
/**
 * The bus as a remote's federation manifest shares it, at this checkout's version: promote and
 * rollback compose against the shell's real build (shell/dist) when there is one, which provides it.
 */
export const BUS = { name: '@hourspace/bus', version: BUS_VERSION, requiredVersion: `^${BUS_VERSION}`, singleton: true };
/** What every remote and the shell share in these tests. */
export const SHARED = [REACT, BUS];

/**
 * A remote's build folder with only what the release tool reads: `remoteEntry.js` (holding
 * `content`, so two contents are two builds), the federation manifest's `shared` list (and its
 * `exposes`, when given) and the remote's declaration; `files` adds more, by path in the folder.
 */
export function fakeBuild(content: string, declaration: RemoteDeclaration, options: { shared?: unknown[]; exposes?: unknown[]; files?: Record<string, string> } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-dist-'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${content} */`);
  for (const [name, text] of Object.entries(options.files ?? {})) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: options.shared ?? SHARED, ...(options.exposes ? { exposes: options.exposes } : {}) }));
  fs.writeFileSync(path.join(dir, 'hourspace-remote.json'), JSON.stringify(declaration));
  return dir;
}

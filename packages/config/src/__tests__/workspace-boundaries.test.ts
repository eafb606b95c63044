import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const REMOTES = Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/contracts/registry.json'), 'utf8')) as { remotes: object }).remotes);
const APPS = ['shell', ...REMOTES];

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const read = (dir: string): Manifest => JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
const packageDirs = fs.readdirSync(path.join(ROOT, 'packages')).filter((d) => fs.existsSync(path.join(ROOT, 'packages', d, 'package.json')));

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** Workspace packages a package's source imports, by name. */
function importedPackages(dir: string): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(path.join(ROOT, 'packages', dir, 'src'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*['"](@hourspace\/[a-z0-9-]+)/g)) found.add(match[1]!);
  }
  return found;
}

describe('workspace boundaries', () => {
  it('has the top-level layout the design card fixes', () => {
    for (const dir of [...APPS, 'packages', 'e2e']) expect(fs.statSync(path.join(ROOT, dir)).isDirectory()).toBe(true);
    for (const file of ['turbo.json', 'package.json', 'tsconfig.json', 'README.md', '.ci/run', '.npmrc']) expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });

  it('keeps lockfile registry addresses out and engines strict', () => {
    const npmrc = fs.readFileSync(path.join(ROOT, '.npmrc'), 'utf8');
    expect(npmrc).toMatch(/^omit-lockfile-registry-resolved=true$/m);
    expect(npmrc).toMatch(/^engine-strict=true$/m);
    expect(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')).not.toMatch(/"resolved": "https?:/);
  });

  it.each(REMOTES)('%s lists no other remote as a dependency', (remote) => {
    const manifest = read(remote);
    const deps = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    expect(deps.filter((d) => APPS.includes(d))).toEqual([]);
  });

  it('packages list no app as a dependency', () => {
    for (const dir of packageDirs) {
      const manifest = read(`packages/${dir}`);
      const deps = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
      expect({ dir, apps: deps.filter((d) => APPS.includes(d)) }).toEqual({ dir, apps: [] });
    }
  });

  it('packages import each other without a cycle', () => {
    const names = new Map(packageDirs.map((d) => [read(`packages/${d}`).name, d]));
    const graph = new Map([...names].map(([name, dir]) => [name, [...importedPackages(dir)].filter((n) => n !== name && names.has(n))]));
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (name: string, trail: string[]) => {
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(' → '));
        return;
      }
      state.set(name, 'visiting');
      for (const next of graph.get(name) ?? []) visit(next, [...trail, name]);
      state.set(name, 'done');
    };
    for (const name of graph.keys()) visit(name, []);
    expect(cycles).toEqual([]);
  });

  it('every workspace package a package imports is declared in its package.json', () => {
    for (const dir of packageDirs) {
      const manifest = read(`packages/${dir}`);
      const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
      const missing = [...importedPackages(dir)].filter((n) => n !== manifest.name && !declared.has(n));
      expect({ dir, missing }).toEqual({ dir, missing: [] });
    }
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as preset from '../../webpack-preset.mjs';

const ROOT = path.join(__dirname, '../../../..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;
/** Code no browser build bundles (the API, the release and bench tools, the preset and its facades, the e2e specs). */
const NOT_BUNDLED = /^(packages\/(api|release|bench-web|config)|e2e)\//;

/** The names a facade file re-exports (`export { a, b } from '…'`). */
function facadeNames(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^export \{([^}]*)\} from /gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Each value import of `library` in the repo's sources: `file: names` (type-only imports are free: they leave no code). */
function valueImports(library: string): Array<{ where: string; names: string[] }> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const quoted = library.replace(/[/.]/g, '\\$&');
  const statement = new RegExp(`import\\s+(?!type\\b)([^;]*?)\\s+from\\s+['"]${quoted}['"]`, 'g');
  const found: Array<{ where: string; names: string[] }> = [];
  for (const file of files) {
    if (!SOURCE.test(file) || file.includes('__tests__') || NOT_BUNDLED.test(file) || !fs.existsSync(path.join(ROOT, file))) continue;
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of text.matchAll(statement)) {
      const clause = match[1]!;
      const braces = /\{([^}]*)\}/.exec(clause);
      const outside = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim();
      const names = braces
        ? braces[1]!
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part && !part.startsWith('type '))
            .map((part) => part.split(/\s+as\s+/)[0]!)
        : [];
      const namespace = /^\*\s+as\s+(\w+)$/.exec(outside);
      if (namespace) {
        // `* as v`: the functions the file calls through it (`v.object`); capitalised names are
        // types (`v.InferOutput`), which leave no code.
        const alias = namespace[1]!;
        names.push(...new Set([...text.matchAll(new RegExp(`(?<![\\w.$])${alias}\\.([a-z_$][\\w$]*)`, 'g'))].map((m) => m[1]!)));
        // The namespace passed around whole (`f(v)`) could reach any name.
        if (new RegExp(`(?<![\\w.$])${alias}(?![\\w.$])`).test(text.replace(match[0], ''))) names.push(`the whole namespace ${alias}`);
      } else if (outside) {
        // A default import takes the whole module: not a name the facade can list.
        names.push(outside);
      }
      found.push({ where: `${file}:${text.slice(0, match.index).split('\n').length}`, names });
    }
  }
  return found;
}

describe('shared facades', () => {
  it.each(Object.entries(preset.SHARED_FACADES))('every import of %s asks for a name its facade shares', (library, { file }) => {
    const shared = new Set(facadeNames(file));
    expect(shared.size).toBeGreaterThan(0);
    const imports = valueImports(library);
    // The page's code does import the library: the scan is looking at the right thing.
    expect(imports.length).toBeGreaterThan(10);
    const outside = imports.flatMap(({ where, names }) => names.filter((name) => !shared.has(name)).map((name) => `${where} imports ${name}`));
    expect(outside).toEqual([]);
  });

  it.each(Object.entries(preset.SHARED_FACADES))("aliases %s's facade request to the library's ES module entry, and provides the facade", (library, { file, full }) => {
    const aliases = preset.facadeAliases(path.join(ROOT, 'mf-home'));
    expect(aliases[`${full}$`]).toMatch(/\.m?js$/);
    expect(aliases[`${full}$`]).toContain(`${path.sep}node_modules${path.sep}${library.split('/').join(path.sep)}${path.sep}`);
    expect(fs.readFileSync(aliases[`${full}$`]!, 'utf8')).toMatch(/^export /m);
    const shared = preset.sharedSingletons(path.join(ROOT, 'mf-home'));
    expect(shared[library]).toEqual(expect.objectContaining({ singleton: true, import: file }));
    expect(fs.readFileSync(file, 'utf8')).toContain(`from '${full}'`);
  });

  it('finds a name outside the facade (the check can fail)', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'packages/ui/.facade-check-'));
    try {
      fs.writeFileSync(path.join(dir, 'probe.tsx'), "import { Trans, useTranslation } from 'react-i18next';\nexport const x = [Trans, useTranslation];\n");
      const probe = valueImports('react-i18next').find(({ where }) => where.includes('.facade-check-'));
      expect(probe?.names).toEqual(['Trans', 'useTranslation']);
      fs.writeFileSync(path.join(dir, 'probe.ts'), "import * as v from 'valibot';\nexport const S = v.pipe(v.string(), v.email());\nexport type T = v.InferOutput<typeof S>;\n");
      expect(
        valueImports('valibot')
          .find(({ where }) => where.includes('probe.ts'))
          ?.names.sort(),
      ).toEqual(['email', 'pipe', 'string']);
      fs.writeFileSync(path.join(dir, 'probe.ts'), "import * as v from 'valibot';\nexport const all = v;\n");
      expect(valueImports('valibot').find(({ where }) => where.includes('probe.ts'))?.names).toEqual(['the whole namespace v']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

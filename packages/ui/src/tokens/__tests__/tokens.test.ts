import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { breakpoints, carouselDefaults, cssCustomProperties, durations, spacing, vars } from '../tokens';
import { mediaDown, mediaUp } from '../media';

const SRC = path.join(__dirname, '..', '..');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function declaredCustomProperties(css: string): Record<string, string> {
  return Object.fromEntries([...css.matchAll(/(--hs-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
}

describe('tokens', () => {
  it('declares exactly the TS tokens as --hs- custom properties in tokens.css', () => {
    const css = readFileSync(path.join(SRC, 'tokens', 'tokens.css'), 'utf8');
    expect(declaredCustomProperties(css)).toEqual(cssCustomProperties);
  });

  it('has the spec breakpoints', () => {
    expect(breakpoints).toMatchObject({ desktop: 1120, nav: 992, blog: 744, compact: 645, blogMobile: 644 });
    expect(new Set(Object.values(breakpoints))).toEqual(new Set([1120, 992, 744, 645, 644, 1024, 767, 390]));
  });

  it('keeps the spacing scale increasing from xxs to xl', () => {
    const scale = [spacing.xxs, spacing.xs, spacing.sm, spacing.md, spacing.lg, spacing.xl];
    expect([...scale].sort((a, b) => a - b)).toEqual(scale);
    expect(new Set(scale).size).toBe(scale.length);
  });

  it('keeps every animation duration between 300 and 1000 ms', () => {
    for (const ms of Object.values(durations)) {
      expect(ms).toBeGreaterThanOrEqual(300);
      expect(ms).toBeLessThanOrEqual(1000);
    }
  });

  it('has the spec carousel constants', () => {
    expect(carouselDefaults).toEqual({ intervalMs: 5000, dragThresholdPx: 5, preloadDistance: 3 });
  });

  it('gives var() references that name declared properties', () => {
    expect(vars.space.md).toBe('var(--hs-space-md)');
    expect(vars.color.textMuted).toBe('var(--hs-color-text-muted)');
    expect(cssCustomProperties['--hs-color-text-muted']).toBeDefined();
  });
});

describe('media helpers', () => {
  it('writes min-width queries for mediaUp, by number or by name', () => {
    expect(mediaUp(1120)).toBe('(min-width: 1120px)');
    expect(mediaUp('desktop')).toBe('(min-width: 1120px)');
  });

  it('writes inclusive max-width queries for mediaDown, matching the spec wording "N or less"', () => {
    expect(mediaDown('nav')).toBe('(max-width: 992px)');
    expect(mediaDown('compact')).toBe('(max-width: 645px)');
  });

  it('rejects a breakpoint that is not a size with a clear message', () => {
    expect(() => mediaUp(-1)).toThrow(/non-negative number of px/);
    expect(() => mediaDown(Number.NaN)).toThrow(RangeError);
    // @ts-expect-error an unknown name is a type error, and a runtime error too
    expect(() => mediaUp('tablet')).toThrow(/desktop, nav, blog/);
  });
});

describe('package styles', () => {
  const moduleCss = filesUnder(SRC, '.module.css');

  it('finds the component stylesheets', () => {
    expect(moduleCss.length).toBeGreaterThanOrEqual(8);
  });

  it('uses only breakpoint values in width media queries', () => {
    const allowed = new Set<number>(Object.values(breakpoints));
    for (const file of moduleCss) {
      const css = readFileSync(file, 'utf8');
      const queries = [...css.matchAll(/@media[^{]*/g)].map((m) => m[0]).join('\n');
      for (const match of queries.matchAll(/(?:min|max)-width:\s*(\d+)px/g)) {
        expect({ file: path.relative(SRC, file), width: Number(match[1]), allowed: allowed.has(Number(match[1])) }).toMatchObject({ allowed: true });
      }
    }
  });

  it('has no global selector in a CSS module: every rule names one of its classes', () => {
    for (const file of moduleCss) {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      // Selectors are what precede a "{", except at-rules and keyframe steps.
      for (const match of css.matchAll(/([^{};]+)\{/g)) {
        const selectorList = match[1]!.trim();
        if (selectorList.startsWith('@') || /^(from|to|\d+%)(\s*,\s*(from|to|\d+%))*$/.test(selectorList)) continue;
        for (const selector of selectorList.split(',')) {
          expect({ file: path.relative(SRC, file), selector: selector.trim(), scoped: /\.[A-Za-z]/.test(selector) }).toMatchObject({ scoped: true });
        }
      }
    }
  });

  it('types each CSS module with exactly the classes it defines', () => {
    for (const file of moduleCss) {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const classes = new Set([...css.matchAll(/\.([A-Za-z][A-Za-z0-9_-]*)/g)].map((m) => m[1]));
      const dts = readFileSync(`${file}.d.ts`, 'utf8');
      const typed = new Set([...dts.matchAll(/readonly ([A-Za-z][A-Za-z0-9_]*): string/g)].map((m) => m[1]));
      expect({ file: path.relative(SRC, file), classes: [...typed].sort() }).toEqual({ file: path.relative(SRC, file), classes: [...classes].sort() });
    }
  });

  it('keeps literal text out of component markup (every visible string is a prop)', () => {
    const components = filesUnder(path.join(SRC, 'components'), '.tsx').filter((file) => !file.includes('__tests__'));
    expect(components.length).toBeGreaterThanOrEqual(10);
    for (const file of components) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const literals: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && node.text.trim() !== '') literals.push(node.text.trim());
        ts.forEachChild(node, visit);
      };
      visit(source);
      expect({ file: path.relative(SRC, file), literals }).toEqual({ file: path.relative(SRC, file), literals: [] });
    }
  });
});

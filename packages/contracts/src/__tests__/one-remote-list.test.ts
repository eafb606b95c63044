import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../registry';

const ROOT = path.join(__dirname, '../../../..');
const CODE = /\.(ts|tsx|js|mjs|cjs|json|sh|ya?ml)$/;
/** The registry is the list; the lockfile is written by npm; prose may name remotes freely. */
const EXEMPT = new Set(['packages/contracts/registry.json', 'package-lock.json']);
const WINDOW = 300;

/** Files that quote three or more remote names within a few lines: a second remote list. */
function secondLists(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const found: string[] = [];
  for (const file of files) {
    if (!CODE.test(file) || EXEMPT.has(file) || !fs.existsSync(path.join(ROOT, file))) continue;
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (let at = text.search(/mf[-_][a-z]/); at !== -1;) {
      const window = text.slice(at, at + WINDOW);
      // Quoted names (a list of strings); prose in comments may name remotes freely.
      const named = REMOTE_NAMES.filter((r) => [r, r.replace('-', '_')].some((n) => new RegExp(`['"\`]${n}['"\`/]`).test(window)));
      if (named.length >= 3) {
        found.push(`${file}:${text.slice(0, at).split('\n').length} names ${named.join(', ')}`);
        break;
      }
      const next = text.slice(at + 1).search(/mf[-_][a-z]/);
      at = next === -1 ? -1 : at + 1 + next;
    }
  }
  return found;
}

describe('the remote list', () => {
  it('is typed in packages/contracts/registry.json alone', () => {
    expect(secondLists()).toEqual([]);
  });
});

/**
 * Writes a new migration under drizzle/ from the difference between the last snapshot and
 * src/db/schema.ts, in the folder layout drizzle's migrators read.
 *
 * Why not `drizzle-kit generate`: npm nests drizzle-orm under packages/api, and the
 * drizzle-kit CLI resolves it with a dynamic import() that cannot see that folder. The
 * programmatic API uses require(), which NODE_PATH (set by the npm script) can steer.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from '../src/db/schema';

interface Journal {
  version: string;
  dialect: string;
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

async function main(): Promise<void> {
  const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
  const dir = join(__dirname, '..', 'drizzle');
  const metaDir = join(dir, 'meta');
  mkdirSync(metaDir, { recursive: true });
  const journalPath = join(metaDir, '_journal.json');
  const journal: Journal = existsSync(journalPath) ? (JSON.parse(readFileSync(journalPath, 'utf8')) as Journal) : { version: '7', dialect: 'postgresql', entries: [] };
  const last = journal.entries.at(-1);
  const prevSnapshot = last ? JSON.parse(readFileSync(join(metaDir, `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8')) : generateDrizzleJson({});
  const idx = last ? last.idx + 1 : 0;
  const next = generateDrizzleJson(schema as unknown as Record<string, unknown>, prevSnapshot.id);
  const statements = await generateMigration(prevSnapshot, next);
  if (statements.length === 0) {
    console.log('schema unchanged: no migration written');
    return;
  }
  const tag = `${String(idx).padStart(4, '0')}_${name}`;
  writeFileSync(join(dir, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n') + '\n');
  writeFileSync(join(metaDir, `${String(idx).padStart(4, '0')}_snapshot.json`), JSON.stringify(next, null, 2) + '\n');
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
  writeFileSync(journalPath, JSON.stringify(journal, null, 2) + '\n');
  const digest = createHash('sha256').update(statements.join('\n')).digest('hex').slice(0, 12);
  console.log(`wrote drizzle/${tag}.sql (${statements.length} statements, ${digest})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

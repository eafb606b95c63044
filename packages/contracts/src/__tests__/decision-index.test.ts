import fs from 'node:fs';
import path from 'node:path';

const DIR = path.join(__dirname, '../../../../docs/decisions');
const STATUS = /^Status: (accepted|superseded by \[([a-z0-9-]+\.md)\]\(\2\))\.$/;
const DATE = /^Date: \d{4}-\d{2}-\d{2}$/;

interface Row {
  area: string;
  title: string;
  file: string;
  status: string;
  date: string;
}

/** The index's rows, with the area heading each sits under. */
function indexRows(markdown: string): Row[] {
  const rows: Row[] = [];
  let area = '';
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) area = heading[1] ?? '';
    const row = /^\| \[(.+)\]\(([a-z0-9-]+\.md)\) *\| (.+?) *\| (\S+) *\|$/.exec(line);
    if (row) rows.push({ area, title: row[1] ?? '', file: row[2] ?? '', status: row[3] ?? '', date: row[4] ?? '' });
  }
  return rows;
}

/** The order the index promises: letters and digits only, case ignored. */
const sortKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]/g, '');
const isSorted = (values: string[]) => values.every((value, i) => i === 0 || sortKey(values[i - 1] ?? '') <= sortKey(value));

const records = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .sort();
const rows = indexRows(fs.readFileSync(path.join(DIR, 'README.md'), 'utf8'));

describe('the decision records', () => {
  it.each(records)('%s starts with its title, a Status line and a Date line', (file) => {
    const [title = '', blank, status, date] = fs.readFileSync(path.join(DIR, file), 'utf8').split('\n');
    expect({ title: title.startsWith('# '), blank, status, date }).toEqual({ title: true, blank: '', status: expect.stringMatching(STATUS), date: expect.stringMatching(DATE) });
  });
});

describe('the decision index', () => {
  it('lists every record once, and nothing else', () => {
    expect(rows.map((row) => row.file).sort()).toEqual(records);
  });

  it("gives each record's title, status and date as the record does", () => {
    for (const row of rows) {
      const [title = '', , status = '', date = ''] = fs.readFileSync(path.join(DIR, row.file), 'utf8').split('\n');
      expect({ file: row.file, title: row.title, status: row.status, date: row.date }).toEqual({
        file: row.file,
        title: title.slice(2),
        status: status.slice('Status: '.length, -1),
        date: date.slice('Date: '.length),
      });
    }
  });

  it('is grouped by area, areas in alphabetical order, titles in alphabetical order within each', () => {
    const areas = [...new Set(rows.map((row) => row.area))];
    expect(isSorted(areas)).toBe(true);
    for (const area of areas) expect({ area, sorted: isSorted(rows.filter((row) => row.area === area).map((row) => row.title)) }).toEqual({ area, sorted: true });
  });

  it('reads its rows, so the checks above have something to check', () => {
    expect(indexRows('## B\n\n| [Zeta](zeta.md)   | accepted   | 2026-01-02 |\n')).toEqual([{ area: 'B', title: 'Zeta', file: 'zeta.md', status: 'accepted', date: '2026-01-02' }]);
    expect(isSorted(['API: b', 'API layers', 'Zeta'])).toBe(true);
    expect(isSorted(['Zeta', 'alpha'])).toBe(false);
  });
});

// @ts-check
/** Jest reporter: prints the figures hardening tests recorded with `recordFigure`, one table per run. */
const fs = require('node:fs');
const { FIGURES_FILE } = require('./figures.cjs');

class SecurityFiguresReporter {
  onRunStart() {
    fs.rmSync(FIGURES_FILE, { force: true });
  }

  onRunComplete() {
    if (!fs.existsSync(FIGURES_FILE)) return;
    /** @type {{ suite: string, label: string, value: number | string }[]} */
    const rows = fs
      .readFileSync(FIGURES_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    fs.rmSync(FIGURES_FILE, { force: true });
    if (!rows.length) return;
    const width = Math.max(...rows.map((r) => `${r.suite} · ${r.label}`.length));
    const lines = rows.sort((a, b) => a.suite.localeCompare(b.suite)).map((r) => `  ${`${r.suite} · ${r.label}`.padEnd(width)}  ${r.value}`);
    process.stdout.write(`\nHardening figures\n${lines.join('\n')}\n\n`);
  }
}

module.exports = SecurityFiguresReporter;

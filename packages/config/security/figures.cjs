// @ts-check
/**
 * Figures a hardening test wants printed (payloads tried, 5xx seen, milliseconds): each
 * call appends one line to a file the security reporter prints as a table when the run ends.
 * Jest runs tests in several workers, so the file, not memory, is the meeting point.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const FIGURES_FILE = process.env.HOURSPACE_SECURITY_FIGURES ?? path.join(os.tmpdir(), `hourspace-security-figures-${process.getuid?.() ?? 'user'}.jsonl`);

/**
 * @param {string} suite what was attacked, e.g. "api: malformed input"
 * @param {string} label the figure, e.g. "requests" or "5xx answers"
 * @param {number | string} value
 */
function recordFigure(suite, label, value) {
  fs.appendFileSync(FIGURES_FILE, `${JSON.stringify({ suite, label, value })}\n`);
}

module.exports = { recordFigure, FIGURES_FILE };

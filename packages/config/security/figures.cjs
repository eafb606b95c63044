// @ts-check
/**
 * The file hardening tests append their figures to (`recordFigure` in
 * `@hourspace/contracts/testing/security-figures`): one per jest run, named here before the
 * workers start so they inherit it, and printed as a table by the security reporter.
 */
const os = require('node:os');
const path = require('node:path');

process.env.HOURSPACE_SECURITY_FIGURES ??= path.join(os.tmpdir(), `hourspace-security-figures-${process.pid}.jsonl`);

module.exports = { FIGURES_FILE: process.env.HOURSPACE_SECURITY_FIGURES };

// Every workspace with a jest.config.cjs is one project; `npm run test:unit` runs them all.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
// Names this run's hardening-figures file before jest starts its workers (they inherit it).
require('./security/figures.cjs');
const { remotes } = require('../contracts/registry.json');
const workspaces = ['shell', ...Object.keys(remotes), 'e2e', ...fs.readdirSync(path.join(root, 'packages')).map((d) => `packages/${d}`)];

module.exports = {
  rootDir: root,
  // A global option: jest ignores testTimeout inside projects. Axe over a rendered page
  // and the API's database set-up take seconds on a busy two-core machine.
  testTimeout: 30_000,
  // Two workers on the two-core machine: jest's default (cores - 1) runs one file at a time.
  maxWorkers: 2,
  // Hardening tests (`*.security.test.ts`) record figures; this reporter prints them as one table.
  reporters: ['default', '<rootDir>/packages/config/security/reporter.cjs'],
  projects: workspaces.filter((w) => fs.existsSync(path.join(root, w, 'jest.config.cjs'))).map((w) => `<rootDir>/${w}/jest.config.cjs`),
};

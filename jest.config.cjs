// Every workspace with a jest.config.cjs is one project; `npm run test:unit` runs them all.
const fs = require('node:fs');
const path = require('node:path');

const workspaces = ['shell', 'mf-home', 'mf-auth', 'mf-nav', 'mf-search', 'mf-account', ...fs.readdirSync(path.join(__dirname, 'packages')).map((d) => `packages/${d}`)];

module.exports = {
  projects: workspaces.filter((w) => fs.existsSync(path.join(__dirname, w, 'jest.config.cjs'))).map((w) => `<rootDir>/${w}/jest.config.cjs`),
};

// The contract tests (`*contract.test.ts`) talk to a real API with a database: they run with the
// API suite on PostgreSQL (packages/api/jest.config.cjs), from a copy of its seeded template,
// not here on a PGlite started for each file (docs/decisions/api-test-databases.md).
const preset = require('@hourspace/config/jest')({ displayName: 'api-client', environment: 'node' });
module.exports = { ...preset, testPathIgnorePatterns: ['/node_modules/', 'contract\\.test\\.ts$'] };

// The API suite runs on PostgreSQL (`npm run test:postgres`, every file on a copy of one
// seeded template database); on the embedded PGlite only its smoke set runs (`*.smoke.test.ts`:
// a first start with the full demo data, and one request per route family), unless
// API_TEST_DB=pglite asks for the whole suite there. docs/decisions/api-test-databases.md
const whole = Boolean(process.env.TEST_DATABASE_URL) || process.env.API_TEST_DB === 'pglite';
const preset = require('@hourspace/config/jest')({ displayName: 'api', environment: 'node', testTimeout: 60000 });
// With the suite, api-client's contract tests: they need a running API and its database.
module.exports = whole
  ? {
      ...preset,
      roots: ['<rootDir>', '<rootDir>/../api-client/src'],
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts', '<rootDir>/../api-client/src/**/*contract.test.ts'],
    }
  : { ...preset, testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.smoke.test.ts'] };

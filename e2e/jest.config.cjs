// Unit tests for the e2e tooling (src/**/*.test.ts); the Playwright specs in tests/ are not jest's.
module.exports = require('../packages/config/jest-preset.cjs')({ displayName: 'e2e', environment: 'node' });

// @ts-check
/**
 * Jest preset shared by every workspace: one swc transform for TS/TSX, CSS stubs,
 * ESM-only dependencies transformed, jest-dom matchers.
 * @param {{ displayName: string, environment?: 'jsdom' | 'node', setupFiles?: string[], testTimeout?: number }} options
 */
const path = require('node:path');

const ESM_ONLY = ['ky'];

/** A remote's own registry entry, as its webpack build writes it in (`ownDeclaration` in @hourspace/contracts); none for other workspaces. */
function ownDeclaration(displayName) {
  const entry = require('../contracts/registry.json').remotes[displayName];
  return entry ? { __HOURSPACE_DECLARATION__: { apps: entry.apps, parcels: entry.parcels ?? {} } } : {};
}

module.exports = function jestPreset(options) {
  if (!options || !options.displayName) throw new Error('[@hourspace/config] jest preset needs a displayName');
  return {
    displayName: options.displayName,
    testEnvironment: options.environment ?? 'jsdom',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'css-module-stub.cjs'),
      '\\.css$': path.join(__dirname, 'css-stub.cjs'),
      '\\.(png|jpe?g|webp|svg)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs'), ...(options.setupFiles ?? [])],
    testTimeout: options.testTimeout ?? 10000,
    globals: ownDeclaration(options.displayName),
  };
};

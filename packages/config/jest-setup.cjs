// jest-dom matchers and the build constant the preset's DefinePlugin provides in bundles.
require('@testing-library/jest-dom');
globalThis.__HOURSPACE_BUILD__ = { name: 'test', version: '0.0.0-test', label: '' };

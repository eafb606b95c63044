module.exports = require('@hourspace/config/jest')({
  displayName: 'mf-search',
  environment: 'jsdom',
  setupFiles: [require.resolve('./jest.setup.cjs')],
});

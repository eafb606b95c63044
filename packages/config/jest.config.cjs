module.exports = require('./jest-preset.cjs')({ displayName: 'config', environment: 'node' });

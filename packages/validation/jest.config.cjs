module.exports = require('@hourspace/config/jest')({ displayName: 'validation', environment: 'node' });

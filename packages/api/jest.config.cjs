module.exports = require('@hourspace/config/jest')({ displayName: 'api', environment: 'node', testTimeout: 60000 });

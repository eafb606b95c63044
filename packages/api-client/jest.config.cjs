module.exports = require('@hourspace/config/jest')({ displayName: 'api-client', environment: 'node' });

module.exports = require('@hourspace/config/jest')({ displayName: 'release', environment: 'node' });

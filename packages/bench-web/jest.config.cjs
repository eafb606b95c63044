module.exports = require('@hourspace/config/jest')({ displayName: 'bench-web', environment: 'node' });

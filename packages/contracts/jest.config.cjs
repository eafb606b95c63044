module.exports = require('@hourspace/config/jest')({ displayName: 'contracts', environment: 'node' });

module.exports = require('@hourspace/config/jest')({ displayName: 'time', environment: 'node' });

module.exports = require('@hourspace/config/jest')({ displayName: 'bus', environment: 'node' });

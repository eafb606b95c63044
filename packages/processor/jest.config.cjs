module.exports = require('@hourspace/config/jest')({ displayName: 'processor', environment: 'node' });

module.exports = require('@hourspace/config/jest')({ displayName: 'remote', environment: 'jsdom' });

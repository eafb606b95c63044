module.exports = require('@hourspace/config/jest')({ displayName: 'session', environment: 'jsdom' });

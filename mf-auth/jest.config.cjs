module.exports = require('@hourspace/config/jest')({ displayName: 'mf-auth', environment: 'jsdom' });

module.exports = require('@hourspace/config/jest')({ displayName: 'mf-account', environment: 'jsdom' });

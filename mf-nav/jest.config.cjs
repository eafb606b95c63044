module.exports = require('@hourspace/config/jest')({ displayName: 'mf-nav', environment: 'jsdom' });

module.exports = require('@hourspace/config/jest')({ displayName: 'mf-search', environment: 'jsdom' });

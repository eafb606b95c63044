module.exports = require('@hourspace/config/jest')({ displayName: 'ui', environment: 'jsdom' });

module.exports = require('@hourspace/config/jest')({ displayName: 'shell', environment: 'jsdom' });

module.exports = require('@hourspace/config/jest')({ displayName: 'mf-home', environment: 'jsdom' });

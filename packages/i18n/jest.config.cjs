module.exports = require('@hourspace/config/jest')({ displayName: 'i18n', environment: 'node' });

module.exports = require('@hourspace/config/jest')({ displayName: 'mailbox', environment: 'node' });

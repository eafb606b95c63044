/** A module with nothing in it: a server build's stand-in for a global stylesheet (webpack/server-config.mjs). */
module.exports = function emptyLoader() {
  return 'export {};';
};

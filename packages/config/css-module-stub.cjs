// CSS Modules in tests: each class name is its own key, so snapshots and queries stay readable.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });

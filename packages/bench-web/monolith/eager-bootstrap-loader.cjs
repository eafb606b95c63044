// @ts-check
/**
 * Used only by the monolithic comparison build (src/monolith-build.ts) on shell/src/index.ts:
 * its `import('./bootstrap')` gets `webpackMode: "eager"`, so the bootstrap stays in the main
 * chunk (a federated shell needs that async boundary; a plain bundle does not). Fails the
 * build when the entry no longer has that import, rather than measuring something else.
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function eagerBootstrap(source) {
  const pattern = /import\((['"])\.\/bootstrap\1\)/;
  if (!pattern.test(source)) {
    throw new Error(`${this.resourcePath} has no import('./bootstrap'): update packages/bench-web/monolith/eager-bootstrap-loader.cjs`);
  }
  return source.replace(pattern, 'import(/* webpackMode: "eager" */ $1./bootstrap$1)');
};

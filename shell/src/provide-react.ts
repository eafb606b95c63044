/**
 * The React family every remote renders with, loaded from the shell's own build as the page
 * starts. The shell is the first container on the page to register its shared modules, so
 * these copies are the page's singletons (the first registration of a package wins; a
 * remote's copy of the same version is never fetched). Loading them here, beside the
 * bootstrap, takes react-dom off the critical chain it used to sit at the end of
 * (main.js → manifest → remote entries → an expose → react-dom, issue 15), and `compose`
 * can name these chunks in the page's preloads, since they are the shell's and no longer
 * depend on which remote happened to register first (docs/decisions/first-load-preloads.md).
 */
export function provideReact(): Promise<unknown> {
  return Promise.all([
    import('react'),
    import('react/jsx-runtime'),
    import('react-dom'),
    import('react-dom/client'),
    import('react-i18next'),
    import('@tanstack/react-query'),
    import('zustand'),
  ]);
}

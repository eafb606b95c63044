// What the page shares as `react-i18next` (see SHARED_FACADES in ../webpack-preset.mjs and
// docs/decisions/size-budgets.md, "Shared facades"). A shared module is provided whole, since
// another build may use any of its exports, so sharing the package itself put all of it on
// every page's first load: the Trans and IcuTrans components, their HTML parser and entity
// tables, the SSR helpers (about 10.6 KB gz of which the page used one hook and one provider).
// The page shares these names only; `facade-imports.test.ts` keeps every import from
// 'react-i18next' in the repo to them. A component that needs `Trans` imports it from
// 'react-i18next/TransWithoutContext' (bundled where it is used) and passes `i18n` itself.
// The request below is the package's own ES module build, resolved by the preset's alias.
export { I18nextProvider, useTranslation } from 'hourspace-react-i18next-full';

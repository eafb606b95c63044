// jest-dom matchers, what jsdom lacks that browsers have (ky needs TextEncoder at import),
// and the build constant the preset's DefinePlugin provides in bundles.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.__HOURSPACE_BUILD__ = { name: 'test', version: '0.0.0-test', label: '' };
// The page's environment the shell sets from the release manifest (docs/decisions/release-environment-in-the-channel.md): the local API's.
const { setWebEnvironment } = require('../contracts/src/environment.ts');
const { devWebEnvironment } = require('../contracts/src/dev-environment.ts');
setWebEnvironment(devWebEnvironment());
// A page loads its language's validation messages with its strings (`withMessageTranslations` in
// each remote's definition: docs/decisions/validation-translations-on-demand.md). Components
// rendered alone in tests have all three loaded here; each remote's definition test checks that
// its own loader loads them.
const { loadMessageTranslations } = require('../validation/src/translations.ts');
beforeAll(() => Promise.all(['fr', 'es', 'de'].map((language) => loadMessageTranslations(language))));

// jsdom lacks TextEncoder/TextDecoder, which every browser has and ky uses at import time
// (through @hourspace/api-client). Node's are the same WHATWG classes.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

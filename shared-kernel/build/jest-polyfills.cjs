// jsdom lacks TextEncoder/TextDecoder, which react-router 7 (through the kernel's index) needs at import;
// __APP_BUILD__ is the build label the webpack config defines.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
globalThis.__APP_BUILD__ = 'test';

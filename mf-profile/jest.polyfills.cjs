// jsdom lacks these; react-router 7 needs TextEncoder at import time.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.__APP_BUILD__ = 'test';

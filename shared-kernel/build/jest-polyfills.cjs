// __APP_BUILD__ is the build label the webpack config defines.
globalThis.__APP_BUILD__ = 'test';

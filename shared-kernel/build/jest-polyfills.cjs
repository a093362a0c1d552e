// __APP_BUILD__ is the build label the webpack config defines.
globalThis.__APP_BUILD__ = 'test';
// Every worker's build constant (appWorkers.cjs) as a build without the worker defines it: jsdom runs no worker, pages compute themselves.
for (const { constant } of require('./appWorkers.cjs').APP_WORKERS) globalThis[constant] = null;

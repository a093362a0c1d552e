// Which app's production build carries which Web Worker (compiled by workerBundle.cjs), and the build constants
// that name them: every build defines every worker's constant, as its file name where it carries the worker and as
// null elsewhere (other apps, development, the server entries, jest), so a page that reads one never meets an
// undefined name and falls back to its own thread.
const { contentCheckWorker } = require('./contentCheckWorker.cjs');
const { stashMatchWorker } = require('./stashMatchWorker.cjs');

/**
 * @typedef {{ name: string, dir: string, role: 'host' | 'remote' }} WorkerApp
 * @typedef {{ name: string, constant: string, sourceFor: (app: WorkerApp) => string, builtFor: (app: WorkerApp) => boolean }} AppWorker
 */

/** @type {AppWorker[]} */
const APP_WORKERS = [contentCheckWorker, stashMatchWorker];

/**
 * The DefinePlugin values of every worker's constant: the file name of a built one, else null.
 * @param {{ constant: string, file: string }[]} built
 */
function workerConstants(built = []) {
  return Object.fromEntries(APP_WORKERS.map(({ constant }) => [constant, JSON.stringify(built.find((worker) => worker.constant === constant)?.file ?? null)]));
}

module.exports = { APP_WORKERS, workerConstants };

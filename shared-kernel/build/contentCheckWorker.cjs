// The platform's content-check worker (shared-kernel/platform/src/services/content/contentCheck.worker.ts: zod and the
// contract's content schemas, off the page's main thread) as a file of the host's build (workerBundle.cjs). Precached
// by the service worker (webpack.cjs, serviceWorkerPlugin); the platform learns its name from the constant
// __CONTENT_CHECK_WORKER__ (null in remotes and in development: the page checks content itself).
const path = require('node:path');

const contentCheckWorker = {
  name: 'content-check',
  constant: '__CONTENT_CHECK_WORKER__',
  sourceFor: () => path.join(__dirname, '../platform/src/services/content/contentCheck.worker.ts'),
  builtFor: (app) => app.role === 'host',
};

module.exports = { contentCheckWorker };

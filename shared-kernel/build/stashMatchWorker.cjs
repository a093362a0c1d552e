// The profile remote's stash matcher ('Was kann ich daraus nähen?', issue 40: @nahtlos/stash off the page's main thread)
// as a file of the remote's build (workerBundle.cjs), listed in its offline-files.json. The page learns its name from
// the constant __STASH_MATCH_WORKER__ and starts it from a same-origin Blob URL that importScripts it from the remote's
// origin (mf-profile/src/pages/WhatToSew/matchInWorker.ts); null elsewhere and in development: the page matches itself.
const path = require('node:path');

const stashMatchWorker = {
  name: 'stash-match',
  constant: '__STASH_MATCH_WORKER__',
  sourceFor: (app) => path.join(app.dir, 'src/pages/WhatToSew/match.worker.ts'),
  builtFor: (app) => app.name === 'mf_profile',
};

module.exports = { stashMatchWorker };

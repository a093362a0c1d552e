// The jest transform of the preset (jest.cjs): effector's SIDs first, exactly as the webpack builds add them
// (effectorSids.cjs), then @swc/jest. Tests that fork, serialize and hydrate see the SIDs the pages carry.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { createTransformer } = require('@swc/jest');
const { addSids } = require('./effectorSids.cjs');

const VERSION = crypto
  .createHash('sha1')
  .update(fs.readFileSync(require.resolve('./effectorSids.cjs')))
  .update(require('@babel/core/package.json').version)
  .digest('hex');

const inOwnSource = (filename) => !/[\\/]node_modules[\\/]/.test(filename);

module.exports = {
  createTransformer(swcOptions) {
    const swc = createTransformer(swcOptions);
    const withSids = (src, filename) => (inOwnSource(filename) ? (addSids(src, filename)?.code ?? src) : src);
    return {
      ...swc,
      process: (src, filename, options) => swc.process(withSids(src, filename), filename, options),
      processAsync: (src, filename, options) => swc.processAsync(withSids(src, filename), filename, options),
      getCacheKey: (src, filename, ...rest) => crypto.createHash('sha1').update(swc.getCacheKey(src, filename, ...rest)).update(VERSION).digest('hex'),
    };
  },
};

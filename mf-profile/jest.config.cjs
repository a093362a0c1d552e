module.exports = require('@nahtlos/shared-kernel/jest')({
  setupFiles: ['<rootDir>/jest.polyfills.cjs'],
});

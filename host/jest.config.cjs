// Host tests run in Node. Pure modules are tested in jest; pages are tested against the built host (dist/main.js)
// run as its own process: the federation runtime evaluates containers in Node's main context, which jest's module
// sandbox is not. The global setup builds the host and the fixture containers.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/support/globalSetup.ts',
};

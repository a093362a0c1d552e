// Plain Node: the matcher has no DOM. The cutting plan's clipper2-ts ships ES modules only, so it goes through swc like our sources.
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/clipper2-ts@|clipper2-ts/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // the real catalogue for the tests: built when it is missing (server/content/dist is git-ignored)
  globalSetup: '<rootDir>/src/test/globalSetup.cjs',
};

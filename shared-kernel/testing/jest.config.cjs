// The sync simulation runs in Node against the real server in-process (PGlite needs Node, not jsdom).
module.exports = {
  displayName: 'sim',
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ulid|cookie|effector|localforage)/)'],
  testMatch: ['<rootDir>/src/**/*.sim.test.ts'],
};

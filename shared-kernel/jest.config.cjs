// Two projects: unit tests in jsdom (the shared preset), and the sync simulation in Node against
// the real server in-process (PGlite needs Node, not jsdom).
const preset = require('./config/jest.cjs');

const nodeTransform = {
  '^.+\\.(t|j)sx?$': [
    require.resolve('@swc/jest'),
    { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};

module.exports = {
  projects: [
    { ...preset({ testPathIgnorePatterns: ['\\.sim\\.test\\.ts$'] }), displayName: 'unit' },
    {
      displayName: 'sim',
      testEnvironment: 'node',
      transform: nodeTransform,
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ulid|cookie|effector|localforage)/)'],
      testMatch: ['<rootDir>/src/**/*.sim.test.ts'],
    },
  ],
};

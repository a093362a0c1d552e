// Server tests run in Node against a real database: PGlite in memory by default,
// the real PostgreSQL when DATABASE_URL is set.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ulid|cookie|clipper2-ts)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/content/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
  // builds the content release folder when missing or stale (the server only publishes it)
  globalSetup: '<rootDir>/test/buildContent.ts',
};

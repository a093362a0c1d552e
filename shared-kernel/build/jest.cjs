// Jest preset shared by every front-end package: TypeScript/TSX through swc (effector SIDs added first), jsdom,
// CSS imports stubbed. Usage in a package's jest.config.cjs:
//   module.exports = require('@nahtlos/build/jest')();
const path = require('node:path');

module.exports = function jestPreset(overrides = {}) {
  return {
    testEnvironment: 'jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': [
        // @swc/jest, with effector's SIDs added first (as in the webpack builds)
        require.resolve('./jestTransform.cjs'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages from node_modules that jest must transpile too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|@svgdotjs|cropperjs|clipper2-ts|effector|localforage|wouter|regexparam)/)'],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'style-stub.cjs') },
    setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    ...overrides,
  };
};

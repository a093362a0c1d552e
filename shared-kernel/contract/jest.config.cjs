// Plain Node: the contract has no DOM and no framework.
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};

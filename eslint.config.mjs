// `pnpm lint`: typescript-eslint's recommended rules and eslint-plugin-effector's recommended and React
// rules (the effector community's style: no .watch/getState in app logic, naming, useUnit) on every
// client package and the contract. Type-aware: the effector rules need types. Each package's tsconfig.test.json
// covers its production source and its tests (tsconfig.json leaves the tests out).
// A deliberate exception is an inline `eslint-disable-next-line <rule> -- why` beside the code.
import effector from 'eslint-plugin-effector';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-native/**', '**/node_modules/**', '**/android/**', '**/ios/**', 'server/**', 'e2e/**', '**/*.cjs', '**/*.mjs', '**/*.js'],
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/{src,test}/**/*.{ts,tsx}', 'shared-kernel/*/{src,test}/**/*.{ts,tsx}', 'shared-kernel/testing/bench/**/*.ts', 'shared-kernel/contract/bench/**/*.ts'],
    extends: [tseslint.configs.recommended, effector.flatConfigs.recommended, effector.flatConfigs.react],
    languageOptions: {
      parserOptions: {
        project: ['shell/tsconfig.test.json', 'shell/tsconfig.sw.json', 'mf-*/tsconfig.test.json', 'shared-kernel/*/tsconfig.test.json', 'shared-kernel/testing/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // production code of a client package never reaches the server or dev-only packages (issue 15)
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@nahtlos/server', '@nahtlos/server/*', '**/server/src/**'], message: 'Client code talks to the server over HTTP only (the contract is @nahtlos/contract).' },
            { group: ['@nahtlos/testing', '@nahtlos/testing/*', '@nahtlos/build', '@nahtlos/build/webpack', '@nahtlos/build/jest', '@nahtlos/build/tsconfig*', '@testing-library/*'], message: 'Dev-only packages stay out of production source (the apps manifest, @nahtlos/build/apps, is data the shell bundles).' },
            { group: ['@nahtlos/platform/internal/*'], message: 'Import the platform by its public names.' },
          ],
        },
      ],
      // the contract's root builds every schema with zod when imported: a value from it put zod and the schemas in the
      // services' chunk (issue 41); values come from its schema-free subpaths, types from anywhere
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@nahtlos/contract$',
              allowTypeImports: true,
              message: 'Values from the contract come from its schema-free subpaths (@nahtlos/contract/accountCodes, /products, /names, …).',
            },
          ],
        },
      ],
    },
  },
  {
    // the host (production Node server): typed, linted like the apps, without the client-only effector rules
    files: ['host/{src,test}/**/*.ts'],
    ignores: ['host/test/fixtures/**'],
    extends: [tseslint.configs.recommended],
    languageOptions: { parserOptions: { project: ['host/tsconfig.test.json'], tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    // tests may read state directly and stub freely
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'shared-kernel/testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': 'off',
      'effector/no-getState': 'off',
      'effector/no-watch': 'off',
      'effector/mandatory-scope-binding': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);

// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsdoc from 'eslint-plugin-jsdoc';
import tseslint from 'typescript-eslint';

/**
 * House style, type-aware. `npm run lint` runs it (and `npm test` runs lint). Formatting is
 * Prettier's (`npm run format`); this config only judges code.
 */
export default tseslint.config(
  { ignores: ['eslint.config.js', 'node_modules/**', 'cdk.out/**', '.local/**', 'dist/**', 'coverage/**', '.bench/**', 'client/operations.ts', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Async fakes and handlers that only throw are fine; a floating promise is not (above).
      '@typescript-eslint/require-await': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/lib/http/*', '../http/*', '../../http/*'], message: 'lib/http is the HTTP adapter: domain code imports lib/contract instead.' },
          ],
        },
      ],
    },
  },
  {
    // Domain and infrastructure code: every export is documented (TSDoc).
    files: ['lib/**/*.ts', 'infra/**/*.ts', 'functions/**/*.ts', 'client/**/*.ts'],
    plugins: { jsdoc },
    rules: {
      'jsdoc/require-jsdoc': [
        'error',
        {
          publicOnly: true,
          require: { FunctionDeclaration: true, ClassDeclaration: true, MethodDefinition: false, ArrowFunctionExpression: true, FunctionExpression: true },
          contexts: ['TSInterfaceDeclaration'],
        },
      ],
    },
  },
  {
    // lib/http itself is the adapter; tests and tools may reach into it.
    files: ['lib/http/**/*.ts', 'functions/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'infra/**/*.ts', 'eval/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The Bedrock stand-in takes from the service only its wire contract, never its logic (stand-ins/bedrock/README.md).
    files: ['stand-ins/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(functions|infra|test|eval|scripts|bench|client|lib/(?!personalities/categories$|personalities/prompt/[^/]+\\.json$))',
              allowTypeImports: true,
              message: 'The stand-in imports from the service only the wire contract (categories, prompt/*.json) and types.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests assert on loosely typed JSON answers.
    files: ['test/**/*.ts', 'bench/**/*.ts', 'eval/**/*.ts', 'scripts/**/*.ts', 'stand-ins/**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);

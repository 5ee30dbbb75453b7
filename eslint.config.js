import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './apps/web/eslint-boundaries.js';

const storeOnly =
  "Only a domain's store (store.ts) reads and writes tables: call a function of the store, or another domain's service.";
const otherStore = "Another domain's store is its own: call that domain's service instead.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-data/**',
      'apps/api/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // A handler's context is typed by the operation's access level (apps/api/src/domain.ts ContextFor):
    // a member's or a desk handler already has a non-null person. Anything else the types cannot
    // prove present goes through guaranteed() (apps/api/src/errors.ts), which names what is missing
    // instead of carrying undefined on. Tests may assert: they arrange the data they read.
    files: ['apps/api/src/**/*.ts', 'apps/api/scripts/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Each domain reads and writes its tables through its own store (docs/architecture.md, "Data
    // access"): only store files import Drizzle and the schema's tables; another domain's store is
    // never imported — call that domain's service instead. Tests arrange data directly.
    files: ['apps/api/src/domains/**/*.ts'],
    ignores: [
      'apps/api/src/domains/*/store.ts',
      'apps/api/src/domains/*/store/**',
      'apps/api/src/domains/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: storeOnly }],
          patterns: [
            { group: ['**/db/schema', '**/db/schema/*'], allowTypeImports: true, message: storeOnly },
            { group: ['drizzle-orm/*'], allowTypeImports: true, message: storeOnly },
            { group: ['../*/store', '../*/store/*'], allowTypeImports: true, message: otherStore },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/domains/*/store.ts', 'apps/api/src/domains/*/store/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/store', '../*/store/*', '../../*/store', '../../*/store/*'],
              allowTypeImports: true,
              message: otherStore,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'web-boundaries': webBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A feature reaches another only through components/, lib/ or app/paths (docs/architecture.md "Web").
      'web-boundaries/no-cross-feature-imports': 'error',
      'web-boundaries/no-import-cycles': 'error',
    },
  },
);

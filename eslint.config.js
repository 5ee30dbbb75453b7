import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './apps/web/eslint-boundaries.js';

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
    // a member's or a desk handler already has a non-null person, so `member!` / `staff!` only hides a
    // helper typed with the wider OperationContext (type it MemberContext / StaffContext instead).
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSNonNullExpression > Identifier.expression[name=/^(member|staff)$/]',
          message:
            'The context is typed by access level: type the helper MemberContext / StaffContext instead of asserting.',
        },
        {
          selector: 'TSNonNullExpression > MemberExpression.expression[property.name=/^(member|staff)$/]',
          message:
            'The context is typed by access level: type the helper MemberContext / StaffContext instead of asserting.',
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

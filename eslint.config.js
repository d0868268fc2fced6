import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/artifacts/**',
      '**/.__mf__temp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The shell's own pages take only what they use of shared: the whole module (and every
    // remote's share with it) would otherwise land in the first load of every page.
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/**/*.test.{ts,tsx}', 'shell/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@module-feedback/shared',
              allowTypeImports: true,
              message: "Import from '@module-feedback/shared/shell-pages' (add the name there).",
            },
          ],
        },
      ],
    },
  },
);

// Lint rules for the site's TypeScript and React code. Formatting is Prettier's job.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nodePlugin from 'eslint-plugin-n';
import docusaurusPlugin from '@docusaurus/eslint-plugin';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'changelog/source/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    // Every package the code imports (types included) must be declared in
    // package.json, not merely installed because something else needs it.
    // Only imports that resolve to node_modules are checked, so the bundler's
    // aliases (`@theme/...`, `@theme-original/...`, `@docusaurus/Link` and the
    // other client aliases, `@generated/...`, `@site/...`) pass as they should.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: {n: nodePlugin},
    // Declared so the rule sees `require(...)` calls, which tsx and webpack both support.
    languageOptions: {globals: {require: 'readonly'}},
    settings: {
      n: {tryExtensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '.d.ts']},
    },
    rules: {
      'n/no-extraneous-import': 'error',
      'n/no-extraneous-require': 'error',
    },
  },
  {
    // Site text goes through <Translate>/translate() so `npm run write-translations`
    // extracts it for the locale dropdown. The plugin's 3.5.2 `configs` are in the
    // old eslintrc form, so its rules are registered here directly.
    files: ['src/pages/**/*.tsx', 'src/components/**/*.tsx'],
    plugins: {'@docusaurus': {rules: docusaurusPlugin.rules}},
    rules: {
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          ignoredStrings: [
            // Separators and symbols, which read the same in every language.
            ...['·', '—', '→', '←', '×', '/', '|', ',', '.', ':', '%', '@', '(', ')'],
            // A file name and brand names, which stay as they are in every language.
            ...['package.json', 'GitHub', 'X'],
          ],
        },
      ],
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        self: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);

import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import noImportCycle from './eslint-rules/no-import-cycle.js';

/*
 * Imports run one way: app (routes, router) -> features -> shared layers (components, lib, config, types,
 * testing). A feature never imports another feature or the app, and the shared layers import neither.
 * Every folder under src/features gets the same rule, a new one included. A feature's *.test files may
 * mount its screen in the app (app/testing, app/routes): nothing imports a test, so no arrow points back.
 */
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const TESTS = ['src/**/*.test.{ts,tsx}'];
const APP_IMPORT = {
  group: ['@/app', '@/app/**'],
  message: 'Only the app imports the app: pass what a feature needs in as props (see the route files).',
};
const featureImports = (except) => ({
  group: ['@/features/**', ...(except ? [`!@/features/${except}`, `!@/features/${except}/**`] : [])],
  message: except
    ? 'Features do not import each other: move what both need to components/ or lib/, or let the route join them.'
    : 'Shared layers do not import features.',
});
// Relative imports stay inside their folder's feature or layer; anything further goes through `@/`.
const CLIMBING = { group: ['../../*', '../../**'], message: 'Import through `@/` rather than climbing folders.' };
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const boundaries = [
  ...FEATURES.flatMap((feature) => [
    {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      ignores: TESTS,
      rules: restrict(APP_IMPORT, featureImports(feature), CLIMBING),
    },
    { files: [`src/features/${feature}/**/*.test.{ts,tsx}`], rules: restrict(featureImports(feature), CLIMBING) },
  ]),
  {
    files: ['src/{components,lib,config,types,testing,styles}/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: restrict(APP_IMPORT, featureImports(null), CLIMBING),
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'e2e/artifacts', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      'local/no-import-cycle': 'error',
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
  {
    files: ['e2e/**/*.{js,mjs}', '*.config.js', 'scripts/**/*.mjs', 'eslint-rules/**/*.js'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: globals.node },
  },
);

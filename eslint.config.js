import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
/** Every feature folder, read from disk so that a new area is covered the day it is created. */
const WEB_FEATURES = fs
  .readdirSync(path.join(ROOT, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * A feature's entry file. no-restricted-paths matches the exceptions of a glob zone against the absolute
 * path of the imported file, so this one is absolute too.
 */
const FEATURE_ENTRY = path.join(ROOT, WEB, 'features/*/index.ts');
const ENTRY_ONLY = 'Use the other feature through its entry file, features/<name>/index.ts (decision 024).';

/** The layers of the web app (docs/ARCHITECTURE.md): app → pages → features → components, lib. */
const webLayerZones = [
  // A feature uses another feature only through that feature's index.ts.
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features/!(${feature})/**`,
    except: [FEATURE_ENTRY],
    message: ENTRY_ONLY,
  })),
  // Pages compose features through the same entry files.
  { target: `${WEB}/pages`, from: `${WEB}/features/**`, except: [FEATURE_ENTRY], message: ENTRY_ONLY },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/pages`, `${WEB}/app`],
    message: 'Shared components and lib know nothing of the features, pages or the app that use them.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/pages`,
    message: 'Features are the leaves that pages compose; a feature never imports a page.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    except: ['./guards', './live-areas.ts'],
    message: 'Of app/, features use only the route guards and the list of live areas.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', 'apps/server/drizzle/**', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`, 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin treats .ts and .tsx files as unparsable and silently skips them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webLayerZones }] },
  },
  {
    // Calls to the server live in the api/ folders (decision 024): queries, mutations and the few plain calls.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/**/api/**`, `${WEB}/lib/api.ts`, `${WEB}/lib/api.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/api$',
              importNames: ['callApi', 'uploadFile'],
              message:
                'Call the server from an api/ folder: a queryOptions factory, a mutation hook or a plain call.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser's build keeps only each call's path (apps/web/build/calls-without-schemas.ts): a form that
    // checks input before sending uses a schema the contract exports on its own.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/*.fixture.ts`, `${WEB}/test/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name=/^(params|result)$/] > MemberExpression[object.name=/Calls$/]",
          message: "In the browser a call carries only its path: import the contract's exported schema instead.",
        },
      ],
    },
  },
  {
    files: ['**/scripts/**', '**/import/**', 'bench/**', 'scripts/**', 'apps/web/build/check-*.ts'],
    rules: { 'no-console': 'off' },
  },
);

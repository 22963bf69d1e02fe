// ESLint flat config: type-aware TypeScript, React hooks, accessibility, one-way imports
// between layers, MUI imported by component path, and no raw colours outside the theme.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { configs as tsConfigs } from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedLayers = [
  './src/api',
  './src/components',
  './src/config',
  './src/i18n',
  './src/lib',
  './src/stores',
  './src/testing',
  './src/theme',
];

const MUI_IMPORT_RULES = [
  {
    name: '@mui/material',
    message: "Import MUI by component path, e.g. import Button from '@mui/material/Button'.",
  },
  {
    name: '@mui/icons-material',
    message: "Import icons by path, e.g. import Logout from '@mui/icons-material/Logout'.",
  },
  {
    name: '@mui/material/TextField',
    message:
      'Use TextInput from @/components/form/text-input: TextField always bundles Select, Menu, Popover and Modal.',
  },
  {
    name: '@mui/system',
    message: 'Use @mui/material/styles or the component paths.',
  },
];

const HEX_COLOUR = '/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/';

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-builds',
      'dist-admin',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tsConfigs.recommendedTypeChecked,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.app.json', './tsconfig.node.json'],
        tsconfigRootDir: root,
      },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // The type checker already proves what these look up (and they cost about 4 s a run).
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: MUI_IMPORT_RULES }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh.plugin },
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature; move shared code to a shared layer.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Imports go one way: shared layers → features → app.',
            },
            {
              target: sharedLayers,
              from: ['./src/features', './src/app'],
              message: 'Shared layers (api, components, lib, ...) never import features or app.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a string union instead of an enum.',
        },
        {
          selector: "TSQualifiedName[left.name='React'][right.name=/^(FC|FunctionComponent|VFC)$/]",
          message: 'Type props with `type FooProps` and a plain function; no React.FC.',
        },
        {
          selector:
            "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name=/^(FC|FunctionComponent|VFC)$/]",
          message: 'Type props with `type FooProps` and a plain function; no React.FC.',
        },
        {
          selector: `Literal[value=${HEX_COLOUR}]`,
          message: 'No raw hex colours: use theme tokens (palette) instead.',
        },
        {
          // React calls whatever an effect returns as its clean-up: `() => onChange(x)` hands it
          // the callback's result ("destroy is not a function" once a caller returns something).
          selector:
            "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression[body.type='CallExpression']",
          message: 'Give the effect a block body: what the call returns is not a clean-up.',
        },
      ],
    },
  },
  {
    // A module's manifest is collected into the entry chunk by app/modules.ts, and its console
    // parts into the console's chunk by app/console.ts: they name pages, icons and parts through
    // import() only, so each stays its own chunk. Its own addresses (paths.ts, plain data) are
    // the one file of its folder they may import.
    files: ['src/features/*/module.ts', 'src/features/*/console.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: MUI_IMPORT_RULES,
          patterns: [
            {
              group: ['./*', '!./paths', '../*', '@/features/**', '@mui/**', '@/components/**'],
              message: 'A manifest loads pages, icons and parts with import(), never statically.',
            },
          ],
        },
      ],
    },
  },
  {
    // The theme is where colours are defined; tests assert on them.
    files: ['src/theme/**', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string union instead of an enum.' },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['*.config.{ts,js}', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tsConfigs.disableTypeChecked],
  },
);

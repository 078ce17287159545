import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Server features, each a folder under src/server/features with an index.ts as its public face.
const serverFeatures = readdirSync('src/server/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverBase = { group: ['**/web/**', '@/*'], message: 'The server never imports client code.' };
const throughIndex = 'Import a feature through its folder (its index.ts), never its internals.';
// Start-up and the composition root are above every feature, provider and helper: those get what
// app/ built handed in, and import its types only.
const outsideTheRoot = [
  { group: ['**/boot/*'], message: 'Only main.ts and the commands start the server (boot/).' },
  {
    group: ['**/app/*'],
    allowTypeImports: true,
    message: 'The composition root hands its services in: import only its types (AppDeps, RouteOptions).',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'drizzle/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client never imports server code.
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
    },
  },
  {
    // A feature uses another only through its index.ts (its public face), never its internals.
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The client never imports server code.' },
            { group: ['@/features/*/**'], message: "Import another feature through its index.ts ('@/features/<name>')." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '@/*'] }] },
  },
  // Texts written whole in a language keep its typography: French puts (narrow) no-break spaces before : ; ? !
  {
    files: ['src/web/features/marketing/content/documents/**/*.ts'],
    rules: { 'no-irregular-whitespace': ['error', { skipTemplates: true }] },
  },
  // A server feature uses another only through its index.ts, never its internals (a subfolder's
  // file reaches a sibling feature through '../../<name>'). It gets the app's services handed in:
  // from app/ it imports types only (AppDeps, RouteOptions), and nothing of boot/.
  ...serverFeatures.map((feature) => ({
    files: [`src/server/features/${feature}/**/*.ts`],
    ignores: ['src/server/features/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverBase,
            {
              group: serverFeatures.filter((other) => other !== feature).flatMap((other) => [`../${other}/*`, `../../${other}/*`]),
              message: throughIndex,
            },
            ...outsideTheRoot,
          ],
        },
      ],
    },
  })),
  {
    // Providers, HTTP concerns, users, writing and the database are used by features and wired by app/.
    files: ['src/server/{providers,http,users,writing,db,config}/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverBase, ...outsideTheRoot] }] },
  },
  {
    // Code outside the features (the composition root, the app, commands) reaches them through their index.ts.
    files: ['src/server/{app,boot,cli}/**/*.ts', 'src/server/main.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverBase, { group: ['**/features/*/*'], message: throughIndex }] }],
    },
  },
  {
    // Plugins are cross-cutting HTTP concerns: they know no feature (the composition root wires them).
    files: ['src/server/http/**/*.ts'],
    ignores: ['src/server/http/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverBase,
            ...outsideTheRoot,
            { group: ['**/features/**'], message: 'HTTP plugins and helpers do not import features.' },
          ],
        },
      ],
    },
  },
  {
    // Small helpers used by several parts: they import nothing of the server above them.
    files: ['src/server/lib/**/*.ts'],
    ignores: ['src/server/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverBase,
            {
              group: ['../*', '!../lib', '../../*', '!../../shared'],
              message: 'lib/ holds helpers that import nothing of the server above them (only lib/ itself and src/shared).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', 'node:*', '@/*'] }],
    },
  },
);

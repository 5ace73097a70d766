import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, flatConfigs as importXConfigs, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { FEATURE_MAP } from './server/features/feature-map.mjs';

/** The feature folders of one side (src/features, server/features). */
const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Feature boundaries (docs/architecture.md §1): a client feature imports another only through its public
 * entry (`index.ts`); a server feature never reaches into another feature's repository.
 */
const clientBoundaries = featuresOf('src/features').map((feature) => ({
  target: `src/features/${feature}/**`,
  from: [`src/features/!(${feature})/**`],
  except: ['**/src/features/*/index.ts'],
  message: `Import another feature through its index.ts, not its internals (${feature}).`,
}));
const serverBoundaries = featuresOf('server/features').map((feature) => ({
  target: `server/features/${feature}/**`,
  from: [`server/features/!(${feature})/**/*.repository.ts`],
  message: `Call the other feature's service, never its repository (${feature}).`,
}));

/** The server's layers below the features (docs/architecture.md §1) never import a feature. */
const serverLayers = {
  target: ['server/db/**', 'server/lib/**', 'server/http/**', 'server/untrusted/**', 'server/providers/**'],
  from: ['server/features/**'],
  message: 'db, lib, http, untrusted and providers never import a feature: take what you need as a parameter.',
};
const undeclared = featuresOf('server/features').filter((feature) => !(feature in FEATURE_MAP));
if (undeclared.length > 0) throw new Error(`Declare ${undeclared.join(', ')} in server/features/feature-map.mjs.`);
/** Which feature may import which: the one declared map (server/features/feature-map.mjs). */
const featureMap = Object.entries(FEATURE_MAP).map(([feature, allowed]) => ({
  target: `server/features/${feature}/**`,
  from: [`server/features/!(${[feature, ...allowed].join('|')})/**`],
  except: ['**/server/features/feature-map.mjs'],
  message: `${feature} may import only ${allowed.join(', ') || 'no other feature'} (server/features/feature-map.mjs).`,
}));

/**
 * Services are named use cases (docs/architecture.md §1.3): no server function over 150 lines,
 * outside route tables (`*.routes.ts`) and migrations, but for these, each with its reason.
 */
export const LONG_FUNCTIONS = [
  { file: 'server/index.ts', why: 'starting and stopping are one ordered sequence, read together' },
  { file: 'server/cli.ts', why: "a table of the operator's commands, one entry each" },
  { file: 'server/untrusted/pool.ts', why: "the worker pool's one state machine: queue, workers, limits and deaths" },
  {
    file: 'server/providers/seal/sealer.ts',
    why: 'the signing key, its certificate chain and the timestamp authorities share one state',
  },
  {
    file: 'server/lib/due-queue.ts',
    why: 'one pass of the delivery loop: claims, locks, groups and nudges share its state',
  },
];

export default tseslint.config(
  // Compiled message catalogs and bundles (npm run i18n).
  { ignores: ['dist/**', 'var/**', 'coverage/**', 'node_modules/**', '**/locales/**/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Hooks live in the client only; the compiler-based hook rules cost seconds per hundred files.
    files: ['src/**/*.{ts,tsx}', 'test/helpers/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '../server/*'], message: 'src/ and common/ must not import server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'common/**/*.ts', 'server/**/*.ts'],
    plugins: { import: importX },
    settings: {
      ...importXConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // A dynamic import() counts: the chunk it loads still depends on the module back.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        { zones: [...clientBoundaries, ...serverBoundaries, serverLayers, ...featureMap] },
      ],
    },
  },
  {
    // The staff's candidate search reads the profile feature's search repository (its service types
    // its reads by it, its feature module makes it); the rest of the server is held to the rule.
    files: ['server/features/staff/candidates.service.ts', 'server/features/staff/staff.feature.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverBoundaries.filter((zone) => zone.target !== 'server/features/staff/**'),
            serverLayers,
            ...featureMap,
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'test/**/*.ts', 'webpack.config.ts', 'common/*-schemas.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Every route takes its guards from the route table: feature and HTTP routers are declared
    // routers (server/http/declared-router.ts), never Express's plain Router.
    files: ['server/**/*.ts'],
    ignores: ['server/http/declared-router.ts', 'server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'express',
              importNames: ['Router'],
              allowTypeImports: true,
              message:
                'Use declaredRouter (server/http/declared-router.ts): routes are declared in server/route-table.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*.routes.ts',
      'server/db/migrations/**',
      'server/**/*.test.ts',
      ...LONG_FUNCTIONS.map((entry) => entry.file),
    ],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: globals.node,
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

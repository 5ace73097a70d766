/**
 * Jest projects. Tests that need no database run once (unit, client); API tests and the server's
 * `*.db.test.ts` run on SQLite and on PostgreSQL; browser journeys run on SQLite, and on
 * PostgreSQL only where the database's own code differs under them (job search, recommendations).
 */
/**
 * openid-client, oidc-provider and their parts ship only ES modules (production's CommonJS build
 * requires them natively, Node 20.19+): under jest Babel turns them into CommonJS for this Node.
 */
const serverEsmPackages = ['openid-client', 'oauth4webapi', 'jose', 'oidc-provider'];
/**
 * The client's code (src/) goes through Babel with Lingui's macros, as in the build, wherever a
 * test imports it; the rest through ts-jest.
 */
const clientCode = {
  '^.+/src/.+\\.tsx?$': ['babel-jest', { configFile: './babel.config.json', targets: { node: 'current' } }],
};
const serverTransform = {
  ...clientCode,
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.server.json' }],
  '^.+\\.m?js$': [
    'babel-jest',
    { configFile: false, babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] },
  ],
};
const serverIgnore = [`/node_modules/(?!(${serverEsmPackages.join('|')})/)`];
/**
 * query-string and its parts ship only ES modules, and universal-router's CommonJS build cannot
 * parse a path (its downlevelled spread of a string): Babel turns their ES modules into CommonJS.
 */
const esmPackages = ['query-string', 'decode-uri-component', 'split-on-first', 'filter-obj', 'universal-router'];
const esmEntries = { '^universal-router$': '<rootDir>/node_modules/universal-router/universal-router.js' };
const clientTransform = {
  ...clientCode,
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
  '^.+\\.m?js$': 'babel-jest',
};
const clientIgnore = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
const dbTests = ['<rootDir>/server/**/*.db.test.ts', '<rootDir>/test/api/**/*.test.ts'];
const browserTests = ['<rootDir>/test/e2e/**/*.test.ts'];
/** Journeys over the search engines, which differ between SQLite (FTS5) and PostgreSQL (tsvector). */
const browserTestsOnPostgres = ['<rootDir>/test/e2e/jobs.e2e.test.ts', '<rootDir>/test/e2e/candidate-home.e2e.test.ts'];

/** Lingui's translator in English with every catalog, for the client's texts a test reads. */
const i18nSetup = '<rootDir>/test/helpers/i18n.ts';

/** Modules compiled once per worker, not once per test file (test/helpers/jest-runtime.js). */
const runtime = '<rootDir>/test/helpers/jest-runtime.js';

const projects = [
  {
    displayName: 'unit',
    testEnvironment: 'node',
    runtime,
    transform: clientTransform,
    transformIgnorePatterns: clientIgnore,
    moduleNameMapper: esmEntries,
    testMatch: ['<rootDir>/common/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    setupFiles: [i18nSetup],
  },
  {
    displayName: 'server',
    testEnvironment: 'node',
    runtime,
    transform: serverTransform,
    transformIgnorePatterns: serverIgnore,
    testMatch: [
      '<rootDir>/server/**/*.test.ts',
      '<rootDir>/test/build/**/*.test.ts',
      '<rootDir>/test/lint/**/*.test.ts',
    ],
    testPathIgnorePatterns: ['\\.db\\.test\\.ts$'],
    setupFiles: [i18nSetup],
  },
  {
    // Components in a browser-like DOM (jsdom) with Testing Library; HTTP answers come from
    // test/helpers/client/http.ts, the server's own behaviour from the browser suites.
    displayName: 'client',
    testEnvironment: 'jsdom',
    runtime,
    transform: clientTransform,
    transformIgnorePatterns: clientIgnore,
    testMatch: ['<rootDir>/src/**/*.test.tsx'],
    setupFiles: [i18nSetup],
    setupFilesAfterEnv: ['<rootDir>/test/helpers/client/setup.ts'],
    // Stylesheets are the bundler's business.
    moduleNameMapper: { ...esmEntries, '\\.s?css$': '<rootDir>/test/helpers/client/no-styles.js' },
  },
  {
    displayName: 'sqlite',
    testEnvironment: 'node',
    runtime,
    transform: serverTransform,
    transformIgnorePatterns: serverIgnore,
    testMatch: [...dbTests, ...browserTests],
    setupFiles: [i18nSetup, '<rootDir>/test/helpers/use-sqlite.ts'],
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    displayName: 'postgres',
    testEnvironment: 'node',
    runtime,
    transform: serverTransform,
    transformIgnorePatterns: serverIgnore,
    testMatch: [...dbTests, ...browserTestsOnPostgres],
    setupFiles: [i18nSetup, '<rootDir>/test/helpers/use-postgres.ts'],
  });
}

module.exports = {
  projects,
  // Browser journeys share two cores with the other test files in CI; a slow minute is not a failure.
  testTimeout: 60_000,
  maxWorkers: 2,
  // A worker that has grown past this after a file is replaced before the next: whatever a file
  // leaves hooked on the process keeps its whole module registry alive, and a worker running a
  // hundred files at several GB spends its time in the garbage collector.
  workerIdleMemoryLimit: '1GB',
};

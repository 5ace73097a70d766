/** Jest projects: pure unit tests once; server, API and browser tests per database. */
const serverTransform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.server.json' }] };
/**
 * query-string and its parts ship only ES modules, and universal-router's CommonJS build cannot
 * parse a path (its downlevelled spread of a string): Babel turns their ES modules into CommonJS.
 */
const esmPackages = ['query-string', 'decode-uri-component', 'split-on-first', 'filter-obj', 'universal-router'];
const esmEntries = { '^universal-router$': '<rootDir>/node_modules/universal-router/universal-router.js' };
const clientTransform = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
  '^.+\\.m?js$': 'babel-jest',
};
const clientIgnore = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
const dbTests = ['<rootDir>/server/**/*.test.ts', '<rootDir>/test/**/*.test.ts'];

const projects = [
  {
    displayName: 'unit',
    testEnvironment: 'node',
    transform: clientTransform,
    transformIgnorePatterns: clientIgnore,
    moduleNameMapper: esmEntries,
    testMatch: ['<rootDir>/common/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  },
  {
    // Components in a browser-like DOM (jsdom) with Testing Library; HTTP answers come from
    // test/helpers/client/http.ts, the server's own behaviour from the browser suites.
    displayName: 'client',
    testEnvironment: 'jsdom',
    transform: clientTransform,
    transformIgnorePatterns: clientIgnore,
    testMatch: ['<rootDir>/src/**/*.test.tsx'],
    // Stylesheets are the bundler's business.
    moduleNameMapper: { ...esmEntries, '\\.s?css$': '<rootDir>/test/helpers/client/no-styles.js' },
  },
  {
    displayName: 'sqlite',
    testEnvironment: 'node',
    transform: serverTransform,
    testMatch: dbTests,
    setupFiles: ['<rootDir>/test/helpers/use-sqlite.ts'],
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    displayName: 'postgres',
    testEnvironment: 'node',
    transform: serverTransform,
    testMatch: dbTests,
    setupFiles: ['<rootDir>/test/helpers/use-postgres.ts'],
  });
}

module.exports = {
  projects,
  // Browser journeys share two cores with the other test files in CI; a slow minute is not a failure.
  testTimeout: 60_000,
  maxWorkers: 2,
};

/** Jest projects: pure unit tests once; server, API and browser tests per database. */
const serverTransform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.server.json' }] };
const clientTransform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };
const dbTests = ['<rootDir>/server/**/*.test.ts', '<rootDir>/test/**/*.test.ts'];

const projects = [
  {
    displayName: 'unit',
    testEnvironment: 'node',
    transform: clientTransform,
    testMatch: ['<rootDir>/common/**/*.test.ts', '<rootDir>/src/**/*.test.ts?(x)'],
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

// Two projects: unit specs beside the code, integration specs in test/ that boot the real app.
const os = require('node:os');
const path = require('node:path');
const swcrc = JSON.parse(require('node:fs').readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcrc.$schema;

const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }],
    // PGlite's CommonJS build loads Node built-ins with import(), which jest's VM refuses
    // without --experimental-vm-modules: see the transform.
    '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/support/pglite-jest-transform.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    '^@hackathon/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
  },
};

module.exports = {
  // The integration files are CPU-bound and independent (an in-memory database or a schema of their
  // own each): jest's default of cores - 1 left one of a 2-core machine's cores idle (measured: the
  // API's files took 430 s on one worker, 216 s on two).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  globalSetup: '<rootDir>/test/support/contract-coverage-setup.js',
  globalTeardown: '<rootDir>/test/support/contract-coverage-teardown.js',
  // integration files boot an app on their own database: give busy 2-core machines room
  testTimeout: 60000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      // every JSON answer is checked against the published document; the count of checked operations is printed at the end
      setupFilesAfterEnv: ['<rootDir>/test/support/contract-check-setup.ts'],
      // several API processes need a database server (the embedded one opens in one process only):
      // selected in the PostgreSQL pass (DATABASE_URL), not part of the embedded one
      testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL ? [] : ['<rootDir>/test/scale-out\\.int-spec\\.ts$'])],
    },
  ],
};

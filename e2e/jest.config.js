// Browser journeys run one file at a time against one portal started by globalSetup
// (real server process, fresh data folder, demo data, in-process SMTP).
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/support/environment.cjs',
  testMatch: ['<rootDir>/journeys/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    '^@hackathon/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/after-env.ts'],
  maxWorkers: 1,
  // a journey drives a real browser against a server on a shared 2-core machine
  testTimeout: 120_000,
  slowTestThreshold: 30,
};

// @ts-check
/** Jest config shared by the frontend libs and the shell: @swc/jest, @hackathon/* aliases to source. */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/**
 * @param {string} projectDir
 * @param {{ environment?: 'node' | 'jsdom' }} [options]
 * @returns {import('jest').Config}
 */
function createJestConfig(projectDir, { environment = 'node' } = {}) {
  return {
    rootDir: projectDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-env-jsdom.js') : 'node',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@hackathon/(contracts|api-client|ui|session)$': path.join(ROOT, 'libs/$1/src/index.ts'),
      // the component-test kit (fake API, DOM helpers): spec files only, never in a bundle
      '^@hackathon/ui/testing$': path.join(ROOT, 'libs/ui/src/testing/index.ts'),
      // the server bundles' renderer (node only)
      '^@hackathon/ui/server$': path.join(ROOT, 'libs/ui/src/server/index.ts'),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  };
}

module.exports = { createJestConfig };

/** Unit tests of the remote's rules (pure functions; no DOM needed). */
const path = require('node:path');

const root = path.resolve(__dirname, '..');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '^@hackathon/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '^@hackathon/api-client$': path.join(root, 'libs/api-client/src/index.ts'),
    '^@hackathon/ui$': path.join(root, 'libs/ui/src/index.ts'),
    '^@hackathon/session$': path.join(root, 'libs/session/src/index.ts'),
    // the component-test kit (fake API, DOM helpers): spec files only, never in a bundle
    '^@hackathon/ui/testing$': path.join(root, 'libs/ui/src/testing/index.ts'),
    // the server bundle's renderer (node only)
    '^@hackathon/ui/server$': path.join(root, 'libs/ui/src/server/index.ts'),
  },
};

// @ts-check
/** Tests of the tools: the deploy check (tools/deploy) and the shared table (tools/webpack). Plain CommonJS, no transform. */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '..'),
  roots: ['<rootDir>/deploy', '<rootDir>/webpack'],
  testEnvironment: 'node',
  testMatch: ['**/*.spec.js'],
  transform: {},
};

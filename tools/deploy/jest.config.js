// @ts-check
/** Tests of the tools: the deploy check (tools/deploy), the shared table (tools/webpack) and the lint rules (tools/lint). Plain CommonJS, no transform. */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '..'),
  roots: ['<rootDir>/deploy', '<rootDir>/webpack', '<rootDir>/lint'],
  testEnvironment: 'node',
  testMatch: ['**/*.spec.js'],
  transform: {},
};

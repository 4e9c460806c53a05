module.exports = {
  ...require('../../tools/webpack/jest.preset').createJestConfig(__dirname, { environment: 'node' }),
  globalSetup: '<rootDir>/jest.global-setup.js',
};

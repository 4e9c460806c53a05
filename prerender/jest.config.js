module.exports = require('../tools/webpack/jest.preset').createJestConfig(__dirname, { environment: 'jsdom' });

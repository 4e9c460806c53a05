// Unit tests of the remote's pure rules (@swc/jest, @hackathon/* aliased to source).
module.exports = require('../tools/webpack/jest.preset').createJestConfig(__dirname, { environment: 'node' });

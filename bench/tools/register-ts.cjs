// Runs the TypeScript sources of bench/ and of the API it imports without a build step:
// compiles .ts with the API's .swcrc and maps @hackathon/contracts to its sources.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '../../api/.swcrc'), 'utf8'));
delete swcrc.$schema;
const contracts = path.resolve(__dirname, '../../libs/contracts/src/index.ts');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swcrc, swcrc: false, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@hackathon/contracts' ? contracts : request, ...rest);
};

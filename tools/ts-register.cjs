// Runs TypeScript sources with plain node, without a build step: `node -r <this file> src/x.ts`.
// Compiles .ts with the API's .swcrc (decorators and their metadata on) and maps
// @hackathon/contracts to its sources, as jest does. Used by the API's process test and bench/.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '../api/.swcrc'), 'utf8'));
delete swcrc.$schema;
const contracts = path.resolve(__dirname, '../libs/contracts/src/index.ts');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swcrc, swcrc: false, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@hackathon/contracts' ? contracts : request, ...rest);
};

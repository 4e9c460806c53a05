// @ts-check
/** For the specs of tools/webpack: a throw-away project on disk and a real webpack compilation of it. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { WORKSPACE_ROOT } = require('./workspace');

/**
 * Writes the files (path from the project -> content) into a new temporary folder.
 * @param {Record<string, string>} files
 * @returns {string} the project's folder
 */
function writeProject(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tools-webpack-spec-'));
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
  return dir;
}

/**
 * Builds the project in `dir` (development mode, unminified, `[name].js` files in dist/), its
 * packages resolved from its own node_modules first, then the workspace's (webpack's plugins).
 * @param {string} dir
 * @param {import('webpack').Configuration} config merged over those defaults
 * @returns {Promise<import('webpack').Stats>}
 */
function compile(dir, config) {
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: { main: path.join(dir, 'src/index.js') },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js', publicPath: '/', uniqueName: 'spec', clean: true },
    resolve: { modules: ['node_modules', path.join(WORKSPACE_ROOT, 'node_modules')] },
    resolveLoader: { modules: ['node_modules', path.join(WORKSPACE_ROOT, 'node_modules')] },
    infrastructureLogging: { level: 'error' },
    stats: 'none',
    ...config,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error) : resolve(stats)));
    });
  });
}

module.exports = { writeProject, compile };

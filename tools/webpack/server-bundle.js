// @ts-check
/**
 * A remote's server bundle for the API (ADR 0006): one CommonJS file in `dist-server/` exporting the
 * renderer the API calls (mfe-school: the dashboard's first screen; mfe-public: the landing page with
 * the published content). Everything is bundled (react, react-dom/server, MUI, emotion): the API
 * resolves nothing at run time. No federation. The browser build's loaders (swc with its settings,
 * the MUI and @hackathon/ui import rewrites) and resolution, so both builds compile the same sources
 * the same way.
 */
const path = require('node:path');
const webpack = require('webpack');
const { createConfig } = require('./federation');

/**
 * @param {{ name: string, projectDir: string, entry: Record<string, string> }} options
 *   name: the remote's federation name; entry: output name -> source, relative to projectDir
 */
function serverBundleConfig({ name, projectDir, entry }) {
  const browser = createConfig({ name, projectDir });
  return {
    name: `${name}_server`,
    // the browser config's mode (production unless --mode or NODE_ENV say otherwise): its swc settings follow it
    mode: browser.mode,
    target: 'node20',
    context: projectDir,
    entry: Object.fromEntries(Object.entries(entry).map(([out, source]) => [out, path.join(projectDir, source)])),
    output: {
      path: path.join(projectDir, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs-static' },
      clean: true,
    },
    devtool: false,
    resolve: {
      ...browser.resolve,
      // the server renderer, kept out of the browser builds' shared library files (ui-imports.js)
      // (first: '@hackathon/ui' names the barrel's file, which no subpath can follow)
      alias: { '@hackathon/ui/server$': path.resolve(__dirname, '../../libs/ui/src/server/index.ts'), ...browser.resolve.alias },
    },
    resolveLoader: browser.resolveLoader,
    module: browser.module,
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverBundleConfig };

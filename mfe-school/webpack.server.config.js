// The school dashboard's first screen for the API (ADR 0006, server-filled first screen): src/first-screen/render.tsx
// built for node as dist-server/first-screen.js (FIRST_SCREEN_BUNDLE), a CommonJS module exporting renderFirstScreen.
// Everything is bundled (react, react-dom/server, MUI, emotion): the API resolves nothing at run time. No federation.
const path = require('node:path');
const webpack = require('webpack');
const { createConfig } = require('../tools/webpack/federation');

// the browser build's loaders (swc with its settings, the MUI and @hackathon/ui import rewrites) and
// resolution (@hackathon/* from source), so both builds compile the same sources the same way
const browser = createConfig({ name: 'mfe_school', projectDir: __dirname });

module.exports = {
  name: 'mfe_school_server',
  // the browser config's mode (production unless --mode or NODE_ENV say otherwise): its swc settings follow it
  mode: browser.mode,
  target: 'node20',
  context: __dirname,
  entry: { 'first-screen': path.join(__dirname, 'src/first-screen/render.tsx') },
  output: {
    path: path.join(__dirname, 'dist-server'),
    filename: '[name].js',
    library: { type: 'commonjs-static' },
    clean: true,
  },
  devtool: false,
  resolve: browser.resolve,
  resolveLoader: browser.resolveLoader,
  module: browser.module,
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { moduleIds: 'deterministic' },
  performance: { hints: false },
  stats: 'errors-warnings',
};

// @ts-check
/** The host's first-render preloads, on a small host built for real. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterAll, beforeAll, describe, expect, it } = require('@jest/globals');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadFirstRenderPlugin } = require('./preload-plugin');

const SOURCES = {
  'index.js': "import(/* webpackChunkName: \"bootstrap\" */ './bootstrap');",
  // the first render: a shared module, which consumes another shared module
  'bootstrap.js': "import { greet } from 'greeting'; import(/* webpackChunkName: \"later\" */ './later'); document.title = greet();",
  'greeting.js': "import { name } from 'name'; export const greet = () => `hello ${name}`;",
  'name.js': "export const name = 'portal';",
  // lazy: never preloaded, nor the shared module only it consumes
  'later.js': "import { extra } from 'extra'; export default extra;",
  'extra.js': "export const extra = 'later';",
};

/** @type {string} */
let dir;
/** @type {string} */
let html;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-plugin-'));
  for (const [file, source] of Object.entries(SOURCES)) fs.writeFileSync(path.join(dir, file), source);
  const shared = Object.fromEntries(['greeting', 'name', 'extra'].map((key) => [key, { import: path.join(dir, `${key}.js`), version: '1.0.0', requiredVersion: false }]));
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', filename: '[name].js', chunkFilename: '[name].js' },
    optimization: { minimize: false, chunkIds: 'named' },
    plugins: [
      new ModuleFederationPlugin({ name: 'host', shared, dts: false, manifest: false, shareStrategy: 'loaded-first' }),
      new HtmlWebpackPlugin({ chunks: ['main'], publicPath: '/', templateContent: '<html><head></head><body></body></html>' }),
      new PreloadFirstRenderPlugin(),
    ],
  });
  await new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve(undefined));
    });
  });
  html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The files index.html preloads. */
const preloaded = () => [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)"/g)].map(([, file]) => file);

describe('PreloadFirstRenderPlugin', () => {
  it("preloads the bootstrap chunk and the host's copies of the shared modules it consumes, transitively, each once and sorted", () => {
    expect(preloaded()).toEqual(['bootstrap.js', 'greeting_js.js', 'name_js.js']);
  });

  it('leaves out lazy imports and what only they consume', () => {
    expect(fs.existsSync(path.join(dir, 'dist/later.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'dist/extra_js.js'))).toBe(true);
    expect(preloaded()).not.toContain('later.js');
    expect(preloaded()).not.toContain('extra_js.js');
  });
});

// @ts-check
/** The host's preload links (./preload-first-render-plugin.js), on a real federated build of a small host. */
const fs = require('node:fs');
const path = require('node:path');
const { afterAll, describe, expect, it } = require('@jest/globals');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadFirstRenderPlugin } = require('./preload-first-render-plugin');
const { compile, writeProject } = require('./spec-compile');

/** @param {string} name @param {string} code */
const pkg = (name, code) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
  [`node_modules/${name}/index.js`]: code,
});

/**
 * A host as the shell is: its entry imports ./bootstrap, which renders with the shared `lib-a`,
 * which itself imports the shared `lib-b`. A page loaded later (lazily) uses the shared `lib-c`.
 */
const HOST = {
  'src/index.js': "import(/* webpackChunkName: \"bootstrap\" */ './bootstrap');\n",
  'src/bootstrap.js': "import a from 'lib-a';\ndocument.title = a;\nimport(/* webpackChunkName: \"later-page\" */ './later-page');\n",
  'src/later-page.js': "import c from 'lib-c';\nexport default c;\n",
  ...pkg('lib-a', "import b from 'lib-b';\nexport default 'lib-a ' + b;\n"),
  ...pkg('lib-b', "export default 'lib-b';\n"),
  ...pkg('lib-c', "export default 'lib-c';\n"),
};

const SHARED = { 'lib-a': { singleton: true }, 'lib-b': { singleton: true }, 'lib-c': { singleton: true } };

/** @type {string[]} */
const dirs = [];

/** Builds the host with the plugin; its index.html and the text of each emitted script. @param {Record<string, string>} files */
async function buildHost(files) {
  const dir = writeProject(files);
  dirs.push(dir);
  const stats = await compile(dir, {
    plugins: [
      new ModuleFederationPlugin({ name: 'spec_shell', filename: 'remoteEntry.js', shared: SHARED, dts: false, manifest: false }),
      new HtmlWebpackPlugin({ chunks: ['main'], publicPath: '/', templateContent: '<!doctype html><html><head></head><body></body></html>' }),
      new PreloadFirstRenderPlugin(),
    ],
  });
  const dist = path.join(dir, 'dist');
  const html = fs.existsSync(path.join(dist, 'index.html')) ? fs.readFileSync(path.join(dist, 'index.html'), 'utf8') : '';
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)">/g)].map((match) => match[1]);
  /** @param {string} file */
  const script = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
  // the emitted scripts defining a module of the project, by its path (webpack's header of a module in a development build)
  /** @param {string} module */
  const scriptsWith = (module) =>
    fs.readdirSync(dist).filter((file) => file.endsWith('.js') && file !== 'main.js' && script(file).includes(`/***/ "./${module}"`));
  return { stats, html, preloaded, scriptsWith };
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PreloadFirstRenderPlugin', () => {
  it('preloads the bootstrap chunk and the chunks of the shared modules it consumes, transitively', async () => {
    const { stats, preloaded, scriptsWith } = await buildHost(HOST);
    expect(stats.compilation.errors).toEqual([]);
    expect(preloaded).toContain('bootstrap.js');
    // the host's copy of lib-a (consumed by bootstrap) and of lib-b (consumed by lib-a's chunk)
    for (const lib of ['lib-a', 'lib-b']) {
      const files = scriptsWith(`node_modules/${lib}/index.js`);
      expect({ lib, preloaded: files.some((file) => preloaded.includes(file)) }).toEqual({ lib, preloaded: true });
    }
    // sorted, each once
    expect(preloaded).toEqual([...new Set(preloaded)].sort());
  }, 120_000);

  it('leaves out lazy pages, what only they consume, and the entry itself', async () => {
    const { preloaded, scriptsWith } = await buildHost(HOST);
    for (const module of ['src/later-page.js', 'node_modules/lib-c/index.js']) {
      const files = scriptsWith(module);
      expect(files.length).toBeGreaterThan(0);
      expect({ module, preloaded: files.filter((file) => preloaded.includes(file)) }).toEqual({ module, preloaded: [] });
    }
    expect(preloaded).not.toContain('main.js');
  }, 120_000);

  it('refuses a host whose entry does not import ./bootstrap as the chunk `bootstrap`', async () => {
    const { stats, preloaded } = await buildHost({ ...HOST, 'src/index.js': "import('./bootstrap');\n" });
    expect(preloaded).toEqual([]);
    expect(stats.compilation.errors.map((error) => error.message).join('\n')).toMatch(/PreloadFirstRenderPlugin: the host's entry must/);
  }, 120_000);
});

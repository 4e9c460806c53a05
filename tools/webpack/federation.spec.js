// @ts-check
/** The config factory: what it hands webpack (the share table's rules are in ./portal/*.spec.js). */
const path = require('node:path');
const { afterEach, describe, expect, it } = require('@jest/globals');
const { createConfig, isCopiedPublicFile } = require('./federation');
const { WORKSPACE_ROOT } = require('./portal/sources');

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

/** @param {Parameters<typeof createConfig>[0]} options */
function productionConfig(options) {
  process.env.NODE_ENV = 'production';
  return createConfig(options);
}

const pluginNames = (/** @type {any} */ config) => config.plugins.map((/** @type {any} */ plugin) => plugin.constructor.name);

describe('createConfig', () => {
  it('refuses a container name that is not an identifier', () => {
    expect(() => createConfig({ name: 'mfe-public', projectDir: path.join(WORKSPACE_ROOT, 'mfe-public') })).toThrow('must be an identifier');
  });

  it('builds the host with the preload plugin, the remotes on the host\'s federation runtime', () => {
    const host = productionConfig({ name: 'shell', projectDir: path.join(WORKSPACE_ROOT, 'shell'), isHost: true });
    const remote = productionConfig({ name: 'mfe_team', projectDir: path.join(WORKSPACE_ROOT, 'mfe-team'), exposes: { './Routes': './src/Routes.tsx' } });
    expect(pluginNames(host)).toContain('PreloadFirstRenderPlugin');
    expect(pluginNames(remote)).not.toContain('PreloadFirstRenderPlugin');
    const federation = (/** @type {any} */ config) => config.plugins.find((/** @type {any} */ plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;
    expect(federation(remote).experiments).toEqual({ externalRuntime: true });
    expect(federation(host).runtimePlugins).toHaveLength(1);
  });

  it('compiles TypeScript with swc and the barrel-import rules', () => {
    const config = /** @type {any} */ (createConfig({ name: 'mfe_team', projectDir: path.join(WORKSPACE_ROOT, 'mfe-team') }));
    const rule = config.module.rules.find((/** @type {any} */ r) => r.use?.[0]?.loader === 'swc-loader');
    expect(rule.test.test('Page.tsx')).toBe(true);
    expect(rule.use[0].options.jsc.experimental.plugins.map((/** @type {any} */ [plugin]) => path.basename(path.dirname(plugin)))).toEqual([
      'plugin-transform-imports',
      'plugin-transform-imports',
    ]);
  });
});

describe('the public folder copy', () => {
  const publicDir = '/project/public';
  it('copies files and folders, not the template nor dotfiles', () => {
    expect(isCopiedPublicFile(publicDir, '/project/public/docs/rulebook.pdf')).toBe(true);
    expect(isCopiedPublicFile(publicDir, '/project/public/favicon.ico')).toBe(true);
    expect(isCopiedPublicFile(publicDir, '/project/public/docs/index.html')).toBe(true);
    expect(isCopiedPublicFile(publicDir, '/project/public/index.html')).toBe(false);
    expect(isCopiedPublicFile(publicDir, '/project/public/docs/.gitkeep')).toBe(false);
  });
});

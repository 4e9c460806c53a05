// @ts-check
/**
 * The host's index.html preloads every chunk its first render waits for, so they download with
 * `main` instead of one level at a time as each arrives and runs: the chunks of the entry's
 * `import('./bootstrap')` (named `bootstrap`) and, for every shared module they consume, the
 * chunks of the copy this container provides (the host registers first, so its copies are the
 * ones used), followed through those chunks' own consumes. Lazy imports are not followed.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { shareKeyOf } = require('./share-key');

const NAME = 'PreloadFirstRenderPlugin';

class PreloadFirstRenderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        for (const file of firstRenderFiles(compilation)) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }));
        }
        return data;
      });
    });
  }
}

/**
 * The JavaScript files of the first render, sorted.
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]}
 */
function firstRenderFiles(compilation) {
  const { chunkGraph } = compilation;
  /** @type {Map<string | null, any[]>} share key -> chunks of the copy this container provides */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    provided.set(shareKeyOf(module), module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
  }
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  if (!bootstrap) throw new Error(`${NAME}: the host's entry must import('./bootstrap') as the chunk 'bootstrap'`);
  // a Set iterates what is added while it runs: the chunks reached through consumed shared modules
  const chunks = new Set(bootstrap.chunks);
  const files = new Set();
  for (const chunk of chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name === 'ConsumeSharedModule') for (const next of provided.get(shareKeyOf(module)) ?? []) chunks.add(next);
    }
  }
  return [...files].sort();
}

module.exports = { PreloadFirstRenderPlugin, firstRenderFiles };

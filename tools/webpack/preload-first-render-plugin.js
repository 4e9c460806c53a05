// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { shareKeyOf } = require('./share-key');

/**
 * The host's index.html preloads every chunk its first render waits for, so they download with
 * `main` instead of one level at a time as each arrives and runs: the chunks of the entry's
 * `import('./bootstrap')` (named `bootstrap`) and, for every shared module they consume, the
 * chunks of the copy this container provides (the host registers first, so its copies are the
 * ones used), followed through those chunks' own consumes. Lazy imports are not followed.
 * Webpack's own `webpackPreload` cannot say this: it knows nothing of which container's copy of
 * a shared module the page will use.
 */
class PreloadFirstRenderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstRenderPlugin', (data) => {
        for (const file of firstRenderScripts(compilation)) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }));
        }
        return data;
      });
    });
  }
}

/**
 * The script files of the first render, sorted (a stable index.html).
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]}
 */
function firstRenderScripts(compilation) {
  const { chunkGraph } = compilation;
  /** @type {Map<string | null, import('webpack').Chunk[]>} share key -> chunks of the copy this container provides */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const chunks = module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
    provided.set(shareKeyOf(module), chunks);
  }
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  if (!bootstrap) throw new Error("PreloadFirstRenderPlugin: the host's entry must import('./bootstrap') as the chunk 'bootstrap'");
  const queue = [...bootstrap.chunks];
  const seen = new Set(queue);
  /** @type {Set<string>} */
  const files = new Set();
  while (queue.length > 0) {
    const chunk = /** @type {import('webpack').Chunk} */ (queue.shift());
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== 'ConsumeSharedModule') continue;
      for (const next of provided.get(shareKeyOf(module)) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  return [...files].sort();
}

module.exports = { PreloadFirstRenderPlugin };

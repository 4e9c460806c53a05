// @ts-check
/**
 * Where the shared MUI and @hackathon/ui code goes (`optimization.splitChunks.cacheGroups`).
 *
 * Each shared sub-path is its own chunk group, but their code is grouped: per-component chunks
 * each carried their own copy of MUI's internals (ButtonBase, Paper, styles) and cost ~100
 * requests on the landing page. The grouping follows who needs the code: `mui` what the shell
 * around every page and the landing page render, `mui-public` what the other public pages add
 * (sign-in, registration, passwords), `mui-dashboards` the rest; `ui` / `ui-dashboards` the same for
 * @hackathon/ui. The lists only decide chunks: a component imported from a source not listed goes
 * to `mui-dashboards` and still works everywhere (one more request where it is used).
 */
const path = require('node:path');
const { WORKSPACE_ROOT } = require('./sources');
const { MUI_ALWAYS_FIRST, muiSubpathsUsedIn } = require('./mui');
const { shareKeyOf } = require('./share-key');
const { uiFilesImportedBy, uiShareKey, UI_SRC } = require('./ui');

/** Paths from the workspace root, folders or files, by chunk; the first chunk that imports a sub-path takes it. */
const MUI_CHUNK_SOURCES = {
  mui: [
    'shell/src/App.tsx', 'shell/src/bootstrap.tsx', 'shell/src/layout', 'shell/src/routes', 'shell/src/federation',
    'shell/src/chat/ChatAssistant.tsx', // its message field is lazy (chat/ChatMessageField.tsx)
    'mfe-public/src/Routes.tsx', 'mfe-public/src/modules/landing', 'mfe-public/src/modules/shared',
  ],
  'mui-public': ['shell/src', 'mfe-public/src'],
};
const MUI_CHUNKS = ['mui', 'mui-public', 'mui-dashboards'];
/** The projects whose pages a visitor opens before signing in: their ui files go to the `ui` chunk. */
const FIRST_PAGE_PROJECTS = ['shell', 'mfe-public'];

/**
 * MUI, its internals and the small unshared helpers MUI imports: below splitChunks' minSize those
 * were copied into each of ~50 per-component chunks (216 KB). Add a package when a build shows
 * it copied into many small chunks.
 */
const MUI_CHUNK_MODULES =
  /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|types)|@emotion[\\/](serialize|memoize|unitless|hash|utils|sheet|cache|weak-memoize|use-insertion-effect-with-fallbacks)|react-is|clsx|prop-types|react-transition-group|dom-helpers|@babel[\\/]runtime|@popperjs[\\/]core|stylis|hoist-non-react-statics)[\\/]/;

/**
 * The chunk of each MUI sub-path the workspace imports: the first of MUI_CHUNK_SOURCES whose
 * sources (with the @hackathon/ui files they import, and the other libs) import it.
 * @returns {Map<string, string>}
 */
function muiChunkOfSubpath() {
  /** @type {Map<string, string>} */
  const chunkOf = new Map();
  const otherLibs = ['contracts', 'api-client', 'session'].map((lib) => path.join(WORKSPACE_ROOT, 'libs', lib, 'src'));
  for (const [chunk, sources] of Object.entries(MUI_CHUNK_SOURCES)) {
    const paths = sources.map((source) => path.join(WORKSPACE_ROOT, source));
    for (const sub of muiSubpathsUsedIn([...paths, ...uiFilesImportedBy(paths), ...otherLibs])) if (!chunkOf.has(sub)) chunkOf.set(sub, chunk);
  }
  for (const sub of MUI_ALWAYS_FIRST) chunkOf.set(sub, 'mui');
  return chunkOf;
}

/**
 * Name of the chunk a MUI module goes to: of the chunks that need it (each made for one shared
 * sub-path: its copy, or a remote's fallback for it), the one of the most-needed sub-path; a
 * chunk made for anything else counts as `mui`.
 */
function muiChunkName() {
  const chunkOf = muiChunkOfSubpath();
  /** @param {any} chunk */
  const rankOf = (chunk) => {
    let rank = MUI_CHUNKS.length - 1;
    let origins = 0;
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        origins += 1;
        const key = shareKeyOf(origin.module);
        const sub = key?.startsWith('@mui/material/') ? key.slice('@mui/material/'.length).split('/')[0] : null;
        rank = Math.min(rank, MUI_CHUNKS.indexOf(sub ? (chunkOf.get(sub) ?? 'mui-dashboards') : 'mui'));
      }
    }
    return origins > 0 ? rank : 0;
  };
  /** @param {any} _module @param {any[]} chunks */
  return (_module, chunks) => MUI_CHUNKS[chunks.length > 0 ? Math.min(...chunks.map(rankOf)) : 0];
}

/**
 * Name of the chunk a module of @hackathon/ui goes to: `ui` when a chunk that needs it was made
 * for a file the first pages import (or for anything but a ui file), `ui-dashboards` when only
 * dashboard files need it (the barrel's own chunk decides nothing: it holds every file).
 */
function uiChunkName() {
  const firstPageKeys = new Set(uiFilesImportedBy(FIRST_PAGE_PROJECTS.map((project) => path.join(WORKSPACE_ROOT, project, 'src'))).map(uiShareKey));
  /** @param {any} chunk @returns {'first' | 'dashboards' | 'neutral'} */
  const kindOf = (chunk) => {
    /** @type {'first' | 'dashboards' | 'neutral'} */
    let kind = 'neutral';
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        const key = shareKeyOf(origin.module);
        if (key === '@hackathon/ui') continue;
        if (!key?.startsWith('@hackathon/ui/') || firstPageKeys.has(key)) return 'first';
        kind = 'dashboards';
      }
    }
    return kind;
  };
  /** @param {any} _module @param {any[]} chunks */
  return (_module, chunks) => {
    const kinds = chunks.map(kindOf);
    return kinds.includes('dashboards') && !kinds.includes('first') ? 'ui-dashboards' : 'ui';
  };
}

/** The two cache groups, for `optimization.splitChunks.cacheGroups`. */
function sharedCodeCacheGroups() {
  return {
    mui: { test: MUI_CHUNK_MODULES, name: muiChunkName(), chunks: /** @type {const} */ ('async'), enforce: true, priority: 20 },
    ui: {
      test: (/** @type {any} */ module) => (module.nameForCondition?.() ?? '').startsWith(UI_SRC + path.sep),
      name: uiChunkName(),
      chunks: /** @type {const} */ ('async'),
      enforce: true,
      priority: 20,
    },
  };
}

module.exports = { sharedCodeCacheGroups, muiChunkOfSubpath, muiChunkName, uiChunkName };

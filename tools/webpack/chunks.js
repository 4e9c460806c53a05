// @ts-check
/**
 * Which chunk MUI's and @hackathon/ui's code goes to, so the first pages download what they render
 * and the dashboards' components come later (`splitChunks.cacheGroups`: chunkCacheGroups()).
 *
 *   mui / mui-public / mui-dashboards   by the MUI sub-path a chunk was made for (muiChunkOfSubpath)
 *   ui / ui-dashboards                  by whether the first pages import the ui file
 */
const path = require('node:path');
const { muiSubpathsUsedIn } = require('./mui-imports');
const { shareKeyOf } = require('./share-key');
const { uiFilesImportedBy, uiShareKey, UI_SRC } = require('./ui-imports');
const { WORKSPACE_ROOT, LIBS, libSource } = require('./workspace');

/**
 * The MUI code of a container is split by who needs it (muiChunkName): `mui` holds what the shell
 * around every page and the landing page render, `mui-public` what the other public pages add
 * (sign-in, registration, passwords), `mui-dashboards` the rest. The lists only decide chunks: a
 * component imported from a source not listed goes to `mui-dashboards` and still works everywhere
 * (one more request where it is used). Paths from the workspace root, folders or files.
 */
const MUI_CHUNK_SOURCES = {
  mui: [
    'shell/src/App.tsx', 'shell/src/bootstrap.tsx', 'shell/src/layout', 'shell/src/routes', 'shell/src/federation',
    'shell/src/chat/ChatAssistant.tsx', // its message field is lazy (chat/ChatMessageField.tsx)
    'mfe-public/src/Routes.tsx', 'mfe-public/src/modules/landing', 'mfe-public/src/modules/shared',
  ],
  'mui-public': ['shell/src', 'mfe-public/src'],
};
const MUI_CHUNK_ORDER = ['mui', 'mui-public', 'mui-dashboards'];
/** The projects whose pages a visitor opens before signing in: their ui files go to the `ui` chunk. */
const FIRST_PAGE_PROJECTS = ['shell', 'mfe-public'];
/** Sub-paths every page needs whatever its sources say: the icons import createSvgIcon from SvgIcon. */
const MUI_ALWAYS_FIRST = ['styles', 'utils', 'SvgIcon'];

/** The files of @hackathon/contracts that read the catalogue (and what they import to do it). */
const CONTRACTS_MESSAGE_MODULES = new RegExp(
  `${libSource('contracts').replace(/[\\/.]/g, (c) => `\\${c}`)}[\\\\/](i18n[\\\\/]|messages\\.ts$|message-text\\.ts$|constants\\.ts$|format[\\\\/])`,
);

/** Modules of MUI, its internals and the small unshared helpers MUI imports (see chunkCacheGroups). */
const MUI_CHUNK_MODULES =
  /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|types)|@emotion[\\/](serialize|memoize|unitless|hash|utils|sheet|cache|weak-memoize|use-insertion-effect-with-fallbacks)|react-is|clsx|prop-types|react-transition-group|dom-helpers|@babel[\\/]runtime|@popperjs[\\/]core|stylis|hoist-non-react-statics)[\\/]/;

/**
 * The chunk of each MUI sub-path the workspace imports: the first of MUI_CHUNK_SOURCES whose
 * sources (with the @hackathon/ui files they import) import it, else `mui-dashboards`.
 * @returns {Map<string, string>}
 */
function muiChunkOfSubpath() {
  /** @type {Map<string, string>} */
  const chunkOf = new Map();
  for (const [chunk, sources] of Object.entries(MUI_CHUNK_SOURCES)) {
    const paths = sources.map((source) => path.join(WORKSPACE_ROOT, source));
    const files = [...paths, ...uiFilesImportedBy(paths), ...LIBS.filter((lib) => lib !== 'ui').map(libSource)];
    for (const sub of muiSubpathsUsedIn(files)) if (!chunkOf.has(sub)) chunkOf.set(sub, chunk);
  }
  for (const sub of MUI_ALWAYS_FIRST) chunkOf.set(sub, 'mui');
  return chunkOf;
}

/** The share keys of the @hackathon/ui files the first pages import (and what those import). */
function firstPageUiKeys() {
  const dirs = FIRST_PAGE_PROJECTS.map((project) => path.join(WORKSPACE_ROOT, project, 'src'));
  return new Set(uiFilesImportedBy(dirs).map((file) => uiShareKey(file)));
}

/**
 * Name of the chunk a MUI module goes to: of the chunks that need it (each made for one shared
 * sub-path: its copy, or a remote's fallback for it), the one of the most-needed sub-path;
 * a chunk made for anything else counts as `mui`.
 * @param {Map<string, string>} chunkOf sub-path -> chunk name (muiChunkOfSubpath)
 */
function muiChunkName(chunkOf) {
  /** @param {any} chunk */
  const rankOf = (chunk) => {
    let rank = MUI_CHUNK_ORDER.length - 1;
    let origins = 0;
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        origins += 1;
        const key = shareKeyOf(origin.module);
        const sub = typeof key === 'string' && key.startsWith('@mui/material/') ? key.slice('@mui/material/'.length).split('/')[0] : null;
        const chunkName = sub ? (chunkOf.get(sub) ?? 'mui-dashboards') : 'mui';
        rank = Math.min(rank, MUI_CHUNK_ORDER.indexOf(chunkName));
      }
    }
    return origins > 0 ? rank : 0;
  };
  /** @param {any} _module @param {any[]} chunks */
  return (_module, chunks) => MUI_CHUNK_ORDER[chunks.length > 0 ? Math.min(...chunks.map(rankOf)) : 0];
}

/**
 * Whether a module of @hackathon/ui goes to the first pages' `ui` chunk: when a chunk that holds it
 * was made for a file the first pages import (or for anything not a ui file), not when only
 * dashboard files need it (the barrel's own chunk decides nothing: it holds every file). Decided
 * from every chunk of the module at once, so one module never gets two answers.
 * @param {Set<string>} firstPageKeys share keys of the first pages' ui files (firstPageUiKeys)
 * @param {string} uiSrc the library's sources
 */
function isFirstPageUiModule(firstPageKeys, uiSrc = UI_SRC) {
  // a chunk made for a library file's own import() (DataView's lazy table) counts as that file's
  /** @param {any} module */
  const keyOf = (module) => {
    const file = module?.nameForCondition?.() ?? '';
    return shareKeyOf(module) ?? (file.startsWith(uiSrc + path.sep) ? uiShareKey(file, uiSrc) : null);
  };
  /** @param {any} chunk */
  const madeForFirstPage = (chunk) => {
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        const key = keyOf(origin.module);
        if (key === '@hackathon/ui') continue;
        if (typeof key !== 'string' || !key.startsWith('@hackathon/ui/') || firstPageKeys.has(key)) return true;
      }
    }
    return false;
  };
  /** @param {any} module @param {any} chunkGraph */
  return (module, chunkGraph) => [...chunkGraph.getModuleChunksIterable(module)].some(madeForFirstPage);
}

/**
 * The `splitChunks.cacheGroups` of every container. MUI's internals (ButtonBase, Paper, styles...)
 * go to one chunk instead of a copy inside each shared component's chunk: one request on a 150 ms
 * line, no byte sent twice. The small unshared helpers MUI imports (emotion's serializer,
 * react-is, clsx...) too: below splitChunks' minSize they were copied into each of ~50
 * per-component chunks (216 KB). @hackathon/ui, shared per file, the same way.
 * The options exist for the tests; a build uses the workspace's lists.
 * @param {{ muiChunkOf?: Map<string, string>, firstPageUiKeys?: Set<string>, uiSrc?: string }} [options]
 */
function chunkCacheGroups({ muiChunkOf = muiChunkOfSubpath(), firstPageUiKeys: firstKeys = firstPageUiKeys(), uiSrc = UI_SRC } = {}) {
  const isUiModule = (/** @type {any} */ module) => (module.nameForCondition?.() ?? '').startsWith(uiSrc + path.sep);
  const isFirstPage = isFirstPageUiModule(firstKeys, uiSrc);
  return {
    // the message machinery of @hackathon/contracts (translate, the message tables) that nearly every
    // shared chunk imports: one chunk, where each shared ui file's chunk had its own copy (issue 24)
    messages: { test: CONTRACTS_MESSAGE_MODULES, name: 'messages', chunks: /** @type {'async'} */ ('async'), enforce: true, priority: 15 },
    mui: { test: MUI_CHUNK_MODULES, name: muiChunkName(muiChunkOf), chunks: /** @type {'async'} */ ('async'), enforce: true, priority: 20 },
    // @hackathon/ui: what the first pages need in `ui`, the rest in `ui-dashboards`
    ui: {
      test: (/** @type {any} */ module, /** @type {any} */ { chunkGraph }) => isUiModule(module) && isFirstPage(module, chunkGraph),
      name: 'ui',
      chunks: /** @type {'async'} */ ('async'),
      enforce: true,
      priority: 21,
    },
    'ui-dashboards': { test: isUiModule, name: 'ui-dashboards', chunks: /** @type {'async'} */ ('async'), enforce: true, priority: 20 },
  };
}

module.exports = { chunkCacheGroups, muiChunkOfSubpath, muiChunkName, firstPageUiKeys, MUI_CHUNK_MODULES, MUI_CHUNK_SOURCES, MUI_ALWAYS_FIRST };

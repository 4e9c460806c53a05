// @ts-check
/**
 * The barrel imports of MUI and @hackathon/ui rewritten to the sub-paths the share table provides
 * (./mui.js, ./ui.js), by swc's transform-imports plugin (@swc/plugin-transform-imports) inside
 * swc-loader. We only supply its rules, generated from the two export maps.
 *
 * The plugin turns every import of a package into default imports, or none. MUI needs both: a
 * component is the default export of its folder (`import Button from '@mui/material/Button'`), a
 * helper a named one (`import { useTheme } from '@mui/material/styles'`). So a first pass keeps
 * names and sends components to `@mui/material/Button#default`, and a second pass turns those
 * into default imports of `@mui/material/Button`. The plugin runs after TypeScript's types are
 * erased, so only runtime names reach it.
 *
 *   swcImportPlugins()   the `jsc.experimental.plugins` entries for swc-loader
 */
const { muiExportMap } = require('./mui');
const { uiExportMap, uiShareKey } = require('./ui');

const PLUGIN = require.resolve('@swc/plugin-transform-imports');
const DEFAULT_MARK = '#default';

/**
 * `^(a|b)$` for each target of `[name, target]` pairs, in the order the targets first appear.
 * @param {Array<[string, string]>} nameToTarget
 * @returns {Array<[string, string]>}
 */
function byTarget(nameToTarget) {
  /** @type {Map<string, string[]>} */
  const names = new Map();
  for (const [name, target] of nameToTarget) names.set(target, [...(names.get(target) ?? []), name.replace(/\$/g, '\\$')]);
  return [...names].map(([target, list]) => [`^(${list.join('|')})$`, target]);
}

/**
 * The plugin compiles every rule it tries, in every file, and a long alternation or Unicode `\w`
 * costs tens of milliseconds a file. So components (PascalCase, the default export of the folder
 * of their name) match one short pattern, after the few PascalCase names that are not components
 * (ThemeProvider, StepContext...); hooks exported as defaults (useMediaQuery) and helpers (styles
 * first: useTheme, alpha) come after.
 */
function muiRules() {
  const exports = Object.entries(muiExportMap());
  const named = exports.filter(([, { name }]) => name !== 'default').sort(([, a], [, b]) => Number(b.sub === 'styles') - Number(a.sub === 'styles'));
  /** @type {(entries: typeof exports) => Array<[string, string]>} */
  const toSub = (entries) => byTarget(entries.map(([name, { sub }]) => [name, `@mui/material/${sub}`]));
  const component = `@mui/material/{{member}}${DEFAULT_MARK}`;
  return [
    ...toSub(named.filter(([name]) => /^[A-Z]/.test(name))),
    ['^[A-Z][A-Za-z0-9_]*$', component],
    ...byTarget(exports.filter(([name, { name: exported }]) => exported === 'default' && !/^[A-Z]/.test(name)).map(([name]) => [name, component])),
    ...toSub(named.filter(([name]) => !/^[A-Z]/.test(name))),
  ];
}

function uiRules() {
  /** @type {Array<[string, string]>} */
  const rules = Object.entries(uiExportMap()).map(([name, file]) => [name, uiShareKey(file)]);
  // anything else (a renamed re-export) stays on the barrel, which is shared too
  return [...byTarget(rules), ['^.*$', '@hackathon/ui']];
}

/** @returns {Array<[string, Record<string, unknown>]>} */
function swcImportPlugins() {
  return [
    [
      PLUGIN,
      {
        '@mui/material': { transform: muiRules(), skipDefaultConversion: true },
        '@hackathon/ui': { transform: uiRules(), skipDefaultConversion: true },
      },
    ],
    [PLUGIN, { [`^@mui/material/([A-Za-z0-9_]+)${DEFAULT_MARK}$`]: { transform: '@mui/material/{{matches.[1]}}' } }],
  ];
}

module.exports = { swcImportPlugins };

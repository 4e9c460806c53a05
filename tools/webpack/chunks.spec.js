// @ts-check
/** The MUI and @hackathon/ui chunk naming (./chunks.js), on a real federated build of a small project. */
const fs = require('node:fs');
const path = require('node:path');
const { afterAll, beforeAll, describe, expect, it } = require('@jest/globals');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { chunkCacheGroups, muiChunkOfSubpath, MUI_ALWAYS_FIRST } = require('./chunks');
const { compile, writeProject } = require('./spec-compile');

/**
 * A host whose pages import MUI and ui files shared one by one, as the workspace's do: the landing
 * page (Button, the Hero), the sign-in page (TextField), a dashboard (Table, the AdminTable).
 * Every MUI component uses one internal; only the Table uses TableRows. In the ui library, Hero
 * and AdminTable share a helper; only AdminTable uses the grid, and it loads its pager lazily.
 */
const FILES = {
  'src/index.js': "import('./landing');\nimport('./signin');\nimport('./dashboard');\n",
  'src/landing.js': "import Button from '@mui/material/Button';\nimport Hero from '@hackathon/ui/Hero';\nexport default [Button, Hero];\n",
  'src/signin.js': "import TextField from '@mui/material/TextField';\nexport default TextField;\n",
  'src/dashboard.js': "import Table from '@mui/material/Table';\nimport AdminTable from '@hackathon/ui/AdminTable';\nexport default [Table, AdminTable];\n",
  'node_modules/@mui/material/package.json': JSON.stringify({ name: '@mui/material', version: '9.5.0' }),
  'node_modules/@mui/material/internal/ButtonBase.js': 'export const base = (tag) => `<${tag}>`;\n',
  'node_modules/@mui/material/internal/TableRows.js': "export const rows = '<tr>';\n",
  'node_modules/@mui/material/Button/index.js': "import { base } from '../internal/ButtonBase.js';\nexport default () => base('button');\n",
  'node_modules/@mui/material/TextField/index.js': "import { base } from '../internal/ButtonBase.js';\nexport default () => base('input');\n",
  'node_modules/@mui/material/Table/index.js':
    "import { base } from '../internal/ButtonBase.js';\nimport { rows } from '../internal/TableRows.js';\nexport default () => base('table') + rows;\n",
  'ui/package.json': JSON.stringify({ name: '@hackathon/ui', version: '1.0.0' }),
  'ui/format.js': 'export const format = (text) => `[${text}]`;\n',
  'ui/grid.js': "export const grid = 'grid';\n",
  'ui/Hero.js': "import { format } from './format.js';\nexport default () => format('hero');\n",
  'ui/AdminTable.js':
    "import { format } from './format.js';\nimport { grid } from './grid.js';\nexport const pager = () => import('./Pager.js');\nexport default () => format(grid);\n",
  'ui/Pager.js': "export default () => 'pager';\n",
  // a file no page imports on its own: only the barrel's chunk holds it
  'ui/Banner.js': "export default () => 'banner';\n",
  'ui/index.js': "export { default as Hero } from './Hero.js';\nexport { default as AdminTable } from './AdminTable.js';\nexport { default as Banner } from './Banner.js';\n",
};

/** @type {string} */
let dir;
/** @type {Map<string, string[]>} file (from the project) -> names of the chunks holding it */
const chunksOf = new Map();

beforeAll(async () => {
  dir = writeProject(FILES);
  /** @param {string} sub */
  const mui = (sub) => ({ singleton: true, requiredVersion: /** @type {false} */ (false), version: '9.5.0', import: path.join(dir, 'node_modules/@mui/material', sub, 'index.js') });
  /** @param {string} file */
  const ui = (file) => ({ requiredVersion: /** @type {false} */ (false), version: '1.0.0', import: path.join(dir, 'ui', file) });
  const stats = await compile(dir, {
    resolve: { alias: { '@hackathon/ui': path.join(dir, 'ui') }, modules: ['node_modules', path.join(__dirname, '../../node_modules')] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'spec_host',
        filename: 'remoteEntry.js',
        shared: {
          '@mui/material/Button': mui('Button'),
          '@mui/material/TextField': mui('TextField'),
          '@mui/material/Table': mui('Table'),
          '@hackathon/ui/Hero': ui('Hero.js'),
          '@hackathon/ui/AdminTable': ui('AdminTable.js'),
          '@hackathon/ui': ui('index.js'),
        },
        dts: false,
        manifest: false,
      }),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: chunkCacheGroups({
          // the landing page imports Button, the other public pages TextField; Table is nobody's
          muiChunkOf: new Map([
            ['Button', 'mui'],
            ['TextField', 'mui-public'],
          ]),
          firstPageUiKeys: new Set(['@hackathon/ui/Hero']),
          uiSrc: path.join(dir, 'ui'),
        }),
      },
    },
  });
  expect(stats.compilation.errors).toEqual([]);
  const { chunkGraph } = stats.compilation;
  for (const module of stats.compilation.modules) {
    const resource = /** @type {any} */ (module).resource;
    if (typeof resource !== 'string' || !resource.startsWith(dir)) continue;
    const file = path.relative(dir, resource).split(path.sep).join('/');
    chunksOf.set(file, [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name ?? `#${chunk.id}`).sort());
  }
}, 120_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('MUI chunk naming', () => {
  it('puts each shared MUI component in the chunk of the pages that import it', () => {
    expect(chunksOf.get('node_modules/@mui/material/Button/index.js')).toEqual(['mui']);
    expect(chunksOf.get('node_modules/@mui/material/TextField/index.js')).toEqual(['mui-public']);
    // a component no listed source imports still builds, in the dashboards' chunk
    expect(chunksOf.get('node_modules/@mui/material/Table/index.js')).toEqual(['mui-dashboards']);
  });

  it('puts an internal in the chunk of the most-needed component that uses it, once', () => {
    expect(chunksOf.get('node_modules/@mui/material/internal/ButtonBase.js')).toEqual(['mui']);
    expect(chunksOf.get('node_modules/@mui/material/internal/TableRows.js')).toEqual(['mui-dashboards']);
  });

  it("maps the workspace's always-needed sub-paths to the first chunk", () => {
    const chunkOf = muiChunkOfSubpath();
    for (const sub of MUI_ALWAYS_FIRST) expect({ sub, chunk: chunkOf.get(sub) }).toEqual({ sub, chunk: 'mui' });
    for (const chunk of chunkOf.values()) expect(['mui', 'mui-public', 'mui-dashboards']).toContain(chunk);
  });
});

describe('@hackathon/ui chunk naming', () => {
  it("puts the first pages' ui files and what they import in `ui`", () => {
    expect(chunksOf.get('ui/Hero.js')).toEqual(['ui']);
    // needed by the dashboard too, but the first page needs it: never a second request there
    expect(chunksOf.get('ui/format.js')).toEqual(['ui']);
  });

  it('puts a file only the barrel holds in `ui-dashboards`: no first page asked for it', () => {
    expect(chunksOf.get('ui/Banner.js')).toEqual(['ui-dashboards']);
    expect(chunksOf.get('ui/Hero.js')).toEqual(['ui']);
  });

  it('puts what only the dashboards import in `ui-dashboards`', () => {
    expect(chunksOf.get('ui/AdminTable.js')).toEqual(['ui-dashboards']);
    expect(chunksOf.get('ui/grid.js')).toEqual(['ui-dashboards']);
  });

  it("puts what a dashboards' file loads lazily in `ui-dashboards`, not with the first pages", () => {
    expect(chunksOf.get('ui/Pager.js')).toEqual(['ui-dashboards']);
  });

  it('leaves the pages themselves out of both cache groups', () => {
    for (const page of ['src/landing.js', 'src/signin.js', 'src/dashboard.js']) {
      expect(chunksOf.get(page)?.some((name) => /^(mui|ui)(-|$)/.test(name))).toBe(false);
    }
  });
});

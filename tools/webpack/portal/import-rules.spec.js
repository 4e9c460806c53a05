// @ts-check
/** The barrel imports, as swc-loader compiles them with ./import-rules.js. */
const fs = require('node:fs');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const swc = require('@swc/core');
const { swcImportPlugins } = require('./import-rules');
const { muiExportMap } = require('./mui');
const { sharedConfig } = require('./shared');
const { sourceFiles, workspaceSourceDirs, WORKSPACE_ROOT } = require('./sources');

const plugins = swcImportPlugins();

/** The source as the build compiles it (swc-loader's options in ../federation.js). @param {string} source */
function compile(source, filename = 'example.tsx') {
  return swc.transformSync(source, {
    filename,
    jsc: {
      target: 'es2020',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      experimental: { plugins, cacheRoot: path.join(WORKSPACE_ROOT, 'node_modules/.cache/swc') },
    },
  }).code;
}

/** The import and export-from statements of compiled code, one a line. @param {string} code */
const statements = (code) => code.split('\n').filter((line) => /^(import|export .* from)/.test(line));

describe('MUI barrel imports', () => {
  it('become default imports of a component folder and named imports of a helper', () => {
    const code = compile(`
      import { Box, Button as PlainButton, useTheme, alpha, buttonClasses, type SxProps } from '@mui/material';
      import type { Theme } from '@mui/material';
      const sx: SxProps<Theme> = {};
      export const used = [Box, PlainButton, useTheme, alpha, buttonClasses, sx];
    `);
    expect(statements(code)).toEqual([
      'import Box from "@mui/material/Box";',
      'import PlainButton from "@mui/material/Button";',
      'import { useTheme } from "@mui/material/styles";',
      'import { alpha } from "@mui/material/styles";',
      'import { buttonClasses } from "@mui/material/Button";',
    ]);
  });

  it('relies on every default export being a component named as its folder', () => {
    const defaults = Object.entries(muiExportMap()).filter(([, { name }]) => name === 'default');
    expect(defaults.length).toBeGreaterThan(100);
    expect(defaults.filter(([name, { sub }]) => name !== sub)).toEqual([]);
    expect(statements(compile("import { useMediaQuery, Unstable_TrapFocus, StepContext } from '@mui/material'; export const used = [useMediaQuery, Unstable_TrapFocus, StepContext];"))).toEqual([
      'import useMediaQuery from "@mui/material/useMediaQuery";',
      'import Unstable_TrapFocus from "@mui/material/Unstable_TrapFocus";',
      'import { StepContext } from "@mui/material/Step";',
    ]);
  });

  it('leaves deep imports and other packages as written', () => {
    const code = compile(`
      import Grid from '@mui/material/Grid';
      import { DataGrid } from '@mui/x-data-grid';
      export const used = [Grid, DataGrid];
    `);
    expect(statements(code)).toEqual(["import Grid from '@mui/material/Grid';", "import { DataGrid } from '@mui/x-data-grid';"]);
  });

  it('rewrites a re-export too', () => {
    expect(statements(compile("export { Paper } from '@mui/material';"))).toEqual(['export { default as Paper } from "@mui/material/Paper";']);
  });
});

describe('@hackathon/ui barrel imports', () => {
  it('become named imports of the files that define them, renamed locals kept', () => {
    const code = compile(`
      import { toast, DataView, StatCard as Card, type ToastApi } from '@hackathon/ui';
      export const used = [toast, DataView, Card];
    `);
    expect(statements(code)).toEqual([
      'import { toast } from "@hackathon/ui/toast/store";',
      'import { DataView } from "@hackathon/ui/data-view/DataView";',
      'import { StatCard as Card } from "@hackathon/ui/StatCard";',
    ]);
  });

  it('keeps a name the export map does not know on the barrel', () => {
    expect(statements(compile("import { notAnExport } from '@hackathon/ui'; export const used = notAnExport;"))).toEqual([
      'import { notAnExport } from "@hackathon/ui";',
    ]);
  });
});

describe('the workspace compiled', () => {
  it('requests only MUI sub-paths and ui files the share table provides', () => {
    const shared = sharedConfig({ isHost: true });
    const barrelUsers = sourceFiles(workspaceSourceDirs()).filter((file) => /from\s*['"](@mui\/material|@hackathon\/ui)['"]/.test(fs.readFileSync(file, 'utf8')));
    expect(barrelUsers.length).toBeGreaterThan(100);
    /** @type {Set<string>} */
    const requests = new Set();
    for (const file of barrelUsers) {
      for (const [, request] of compile(fs.readFileSync(file, 'utf8'), file).matchAll(/from\s*["'](@mui\/material[^"']*|@hackathon\/ui[^"']*)["']/g)) requests.add(request);
    }
    // the component-test kit is imported by test harnesses only, never bundled
    requests.delete('@hackathon/ui/testing');
    // the barrels are shared too, but nothing of ours should still reach them
    expect([...requests].filter((request) => !shared[request] || request === '@mui/material' || request === '@hackathon/ui')).toEqual([]);
    expect(requests.has('@hackathon/ui/toast/store')).toBe(true);
    expect(requests.has('@mui/material/Button')).toBe(true);
  });
});

// @ts-check
/** Reading what the workspace's sources import. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { namedImports, relativeImports, sourceFiles } = require('./sources');

describe('namedImports', () => {
  it('lists the runtime names imported from the modules, types and other modules left out', () => {
    const source = `
      import { Box, Button as B,
        type SxProps } from '@mui/material';
      import type { Theme } from '@mui/material';
      import { Link } from "react-router-dom";
      import { useQuery } from '@tanstack/react-query';
      import { Stack } from '@mui/material/Stack';
    `;
    expect(namedImports(source, ['@mui/material'])).toEqual(['Box', 'Button']);
    expect(namedImports(source, ['react-router', 'react-router-dom'])).toEqual(['Link']);
  });
});

describe('sourceFiles and relativeImports', () => {
  it('walks TypeScript sources without specs and follows runtime relative imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-'));
    try {
      const files = {
        'index.ts': "export { a } from './a'; export type { T } from './types'; import './nothing-here';",
        'a.tsx': "import { b } from './lib'; export const a = b;",
        'lib/index.ts': 'export const b = 1;',
        'types.ts': 'export type T = string;',
        'a.spec.tsx': "import { a } from './a';",
        'dist/out.ts': '',
      };
      for (const [file, source] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), source);
      }
      expect(sourceFiles([dir]).map((file) => path.relative(dir, file))).toEqual(['a.tsx', 'index.ts', 'lib/index.ts', 'types.ts']);
      expect(relativeImports(path.join(dir, 'index.ts'))).toEqual([path.join(dir, 'a.tsx')]);
      expect(relativeImports(path.join(dir, 'a.tsx'))).toEqual([path.join(dir, 'lib/index.ts')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

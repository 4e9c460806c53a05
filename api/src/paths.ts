import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository root: the nearest folder above this file whose package.json declares
 * workspaces. Works the same from api/src (tests) and api/dist (built), whatever the cwd.
 */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (parsed.workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return resolve(__dirname, '..', '..');
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot(__dirname);
export const API_ROOT = join(REPO_ROOT, 'api');
export const MIGRATIONS_DIR = join(API_ROOT, 'migrations');

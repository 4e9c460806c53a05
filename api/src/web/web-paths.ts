import { join } from 'node:path';
import { FIRST_SCREEN_BUNDLE, LANDING_BUNDLE } from '@hackathon/contracts';
import { REMOTES } from '../config/app-config';
import { REPO_ROOT } from '../paths';

/** Where the built frontends are, relative to the repository root (never the cwd). */
export function webRoots(root = REPO_ROOT) {
  return {
    shell: join(root, 'shell', 'dist'),
    /** The shell's public folder in this checkout: the favicon's source when the shell is not built. */
    shellPublic: join(REPO_ROOT, 'shell', 'public'),
    remotes: REMOTES.map((remote) => ({ ...remote, dist: join(root, remote.folder, 'dist') })),
    /** The public entry pages prerendered at build time (prerender/, ADR 0006): optional. */
    prerendered: join(root, 'prerender', 'dist'),
    /** The school remote's server bundle that renders the dashboard's first screen (web/first-screen.ts): optional. */
    firstScreenBundle: join(root, FIRST_SCREEN_BUNDLE),
    /** The public remote's server bundle that renders the landing with the published content (web/published-landing.ts): optional. */
    landingBundle: join(root, LANDING_BUNDLE),
  };
}

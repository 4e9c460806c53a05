import { readFileSync, statSync } from 'node:fs';
import type { Logger } from '@nestjs/common';
import { FIRST_SCREEN_SLOT, type Locale } from '@hackathon/contracts';

/**
 * What the pages the API renders are made of (ADR 0006: the school dashboard's first screen; issue
 * 25: the landing with the published content): a template the prerender step wrote and a remote's
 * server bundle, both build outputs read once and again only when their file changes.
 */

/** A server-rendered page's build outputs: its template per language and the bundle that renders into it. */
export interface ServerRenderFiles {
  /** e.g. prerender/dist/school-dashboard.html, in Hindi school-dashboard.hi.html */
  template: (locale: Locale) => string;
  /** e.g. mfe-school/dist-server/first-screen.js */
  bundle: string;
  /** Whether the prerender manifest names the language's template and was made from the current index.html. */
  templateIsCurrent: (locale: Locale) => boolean;
}

/** A build output's current value: null while it is missing or unusable (said once per change). */
export function watchedFile<T>(file: string, load: (file: string) => T, logger: Logger): () => T | null {
  let stamp = '';
  let value: T | null = null;
  return () => {
    let current = 'missing';
    try {
      const stat = statSync(file);
      current = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      // not built: the bare index.html serves the route
    }
    if (current === stamp) return value;
    stamp = current;
    value = null;
    if (current === 'missing') return value;
    try {
      value = load(file);
    } catch (error) {
      logger.warn(`${file} unusable (${String(error)}): serving index.html instead`);
    }
    return value;
  };
}

/** A prerendered template: the page with FIRST_SCREEN_SLOT where the server render goes. */
export function loadTemplate(file: string): string {
  const html = readFileSync(file, 'utf8');
  if (!html.includes(FIRST_SCREEN_SLOT)) throw new Error(`no ${FIRST_SCREEN_SLOT} in it`);
  return html;
}

/** The render function a server bundle (one CommonJS file) exports as `name`. */
export function loadRenderer<T>(file: string, name: string): T {
  // a rebuilt bundle replaces the one loaded before (its own file only: the bundle is one file)
  const resolved = require.resolve(file);
  delete require.cache[resolved];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const render = (require(resolved) as Record<string, unknown>)[name];
  if (typeof render !== 'function') throw new Error(`no ${name} export`);
  return render as T;
}

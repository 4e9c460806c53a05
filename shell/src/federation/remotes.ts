import type { MessageId } from '@hackathon/contracts';
import { ROUTE_TABLE } from '../routes/routeTable';

/** The remotes the shell knows by name (containers: folder name with '_'). Their URLs come from /remotes.json. */
export const REMOTE_NAMES = ['mfe_public', 'mfe_school', 'mfe_team', 'mfe_backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The keys of the human names used in the error boundary ('Error loading component: {name}'):
 * 'Public pages', 'School dashboard', 'Team dashboard', 'Back office' (the `common` catalogue).
 */
export const REMOTE_LABEL_KEYS = {
  mfe_public: 'common.remote.label.public',
  mfe_school: 'common.remote.label.school',
  mfe_team: 'common.remote.label.team',
  mfe_backoffice: 'common.remote.label.backoffice',
} as const satisfies Record<RemoteName, MessageId>;

export type RemoteRegistry = Partial<Record<RemoteName, string>>;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * Reads /remotes.json (`{ "mfe_public": "<mf-manifest.json URL>", ... }`). Unknown names and
 * non-string values are ignored; relative URLs are made absolute against the page, because the
 * federation runtime derives each remote's public path from its manifest URL.
 */
export function parseRegistry(json: unknown, baseHref: string): RemoteRegistry {
  const registry: RemoteRegistry = {};
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return registry;
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    if (!isRemoteName(name) || typeof value !== 'string' || value.trim() === '') continue;
    try {
      registry[name] = new URL(value.trim(), baseHref).href;
    } catch {
      // a malformed URL leaves that remote unregistered: its area shows the fallback
    }
  }
  return registry;
}

/** 'mfe_school/Routes' -> 'mfe_school' (ids the federation runtime reports in its hooks). */
export function remoteNameOf(id: string | undefined): RemoteName | null {
  if (!id) return null;
  const name = id.split('/')[0];
  return isRemoteName(name) ? name : null;
}

/**
 * The chunk name a remote gives the page it renders at `pathname` (webpackChunkName), e.g.
 * '/' -> 'route-home', '/login' -> 'route-login': the shell preloads that chunk with the remote's
 * entry instead of after it. A remote without such names just loses the head start. A route with a
 * parameter names its page without it: '/verify/7KQ2-M9XD-4HTR' (route '/verify/:code') -> 'route-verify'.
 */
export function routeChunkName(pathname: string): string {
  const route = ROUTE_TABLE.find((entry) => entry.path.includes(':') && new RegExp(`^${entry.path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname));
  const literal = route ? route.path.replace(/\/:[^/]+/g, '') : pathname;
  const slug = literal.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  return `route-${slug || 'home'}`;
}

/** Whether `file` is the named chunk's file (`[name].[contenthash].js` or `[name].js`). */
export function isChunkFile(file: string, chunkName: string): boolean {
  const base = file.split(/[?#]/)[0]!.split('/').pop() ?? '';
  if (!base.startsWith(`${chunkName}.`)) return false;
  return /^([0-9a-f]+\.)?js$/.test(base.slice(chunkName.length + 1));
}

import { REMOTE_REGISTRY_MSG } from '@hackathon/contracts';
import { REMOTES, type RemoteName } from '../../config/app-config';

/** The longest manifest URL the registry keeps (the column's CHECK says the same). */
export const MANIFEST_URL_MAX = 2048;

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** A manifest URL checked: the trimmed value, or the message that says what is wrong with it. */
export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

// no spaces, control characters or backslashes anywhere (a browser reads "\" as "/" in a path)
function hasUnsafeCharacter(value: string): boolean {
  return /[\s\\]/.test(value) || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/**
 * A registry entry is an absolute http(s) URL (another origin: the CSP will allow it) or a path on
 * this host starting with a single "/" ("//cdn" would be another origin in disguise), without
 * credentials, a fragment or ".." segments, naming an mf-manifest.json (what the shell registers).
 */
export function checkManifestUrl(raw: unknown): UrlCheck {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, message: REMOTE_REGISTRY_MSG.urlRequired };
  const value = raw.trim();
  if (value.length > MANIFEST_URL_MAX) return { ok: false, message: REMOTE_REGISTRY_MSG.urlTooLong(MANIFEST_URL_MAX) };
  if (hasUnsafeCharacter(value)) return { ok: false, message: REMOTE_REGISTRY_MSG.urlInvalid };
  let pathname: string;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return { ok: false, message: REMOTE_REGISTRY_MSG.urlInvalid };
    if (value.includes('#')) return { ok: false, message: REMOTE_REGISTRY_MSG.urlFragment };
    pathname = value.split('?')[0]!;
    if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) return { ok: false, message: REMOTE_REGISTRY_MSG.urlInvalid };
  } else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { ok: false, message: REMOTE_REGISTRY_MSG.urlInvalid };
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !/^https?:\/\/[^/]/i.test(value) || url.hostname === '') {
      return { ok: false, message: REMOTE_REGISTRY_MSG.urlInvalid };
    }
    if (url.username !== '' || url.password !== '') return { ok: false, message: REMOTE_REGISTRY_MSG.urlCredentials };
    if (url.hash !== '' || value.includes('#')) return { ok: false, message: REMOTE_REGISTRY_MSG.urlFragment };
    pathname = url.pathname;
  }
  if (!pathname.endsWith('/mf-manifest.json')) return { ok: false, message: REMOTE_REGISTRY_MSG.urlNotManifest };
  return { ok: true, url: value };
}

export { remoteOriginsOf } from '../../web/csp';

import { REMOTES, type RemoteName } from '../../config/app-config';

/**
 * The registry's names, and its URL rule: the rule lives in config/ (manifest-url.ts) because the
 * configuration checks the REMOTE_URL_* defaults with it at start-up too.
 */
export { checkManifestUrl, MANIFEST_URL_MAX, type UrlCheck } from '../../config/manifest-url';

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

export { remoteSourcesOf } from '../../web/csp';

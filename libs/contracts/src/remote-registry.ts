/**
 * Messages of the run-time remote registry (issue 9: which origin each federated remote loads
 * from, changed by the admin or an operator's command without restarting the API). The spec does
 * not show this feature: the words are ours (docs/decisions.md).
 */
export const REMOTE_REGISTRY_MSG = {
  loaded: 'Remote registry loaded',
  updated: 'Remote updated',
  reset: 'Remote reset to its default',
  rolledBack: 'Remote switched back to its previous entry',
  unknownRemote: (known: readonly string[]) => `Unknown remote. Known remotes: ${known.join(', ')}`,
  urlRequired: 'manifestUrl is required',
  urlTooLong: (max: number) => `manifestUrl must be at most ${max} characters`,
  urlInvalid: 'manifestUrl must be an absolute http(s) URL or a path on this host starting with /',
  urlCharacters: 'manifestUrl must be printable ASCII without spaces, backslashes, quotes, commas, semicolons, asterisks or <>`{}|^ (percent-encode them in a path; write an international host name in its xn-- form)',
  urlHost: 'manifestUrl must name one host: DNS labels (letters, digits and inner hyphens, at most 63 characters each and 253 in all), an IPv4 address (a.b.c.d, each 0-255) or an [IPv6] address; no wildcards (*)',
  urlPort: 'manifestUrl port must be a number from 1 to 65535',
  urlPathSegments: 'manifestUrl path must not have empty, "." or ".." segments or encoded slashes (%2e%2e, ..%2f and the like included)',
  urlCredentials: 'manifestUrl must not contain a user name or password',
  urlFragment: 'manifestUrl must not contain a fragment (#...)',
  urlNotManifest: 'manifestUrl must point at an mf-manifest.json file',
  noPrevious: 'This remote has no previous entry to switch back to',
  previousInvalid: 'The previous entry of this remote is not a valid manifest URL (it was stored before the current checks): set a new URL or reset the remote instead',
} as const;

/** Audit trail actions of the registry (entity type 'settings', entity id 'remote.<name>'). */
export const REMOTE_REGISTRY_ACTIONS = {
  set: 'remote.updated',
  reset: 'remote.reset',
  rollback: 'remote.rolled_back',
} as const;

/** One remote as the registry answers it (GET /api/admin/remote-registry, `registry list`). */
export interface RemoteRegistryEntry {
  /** The remote's name (public, school, team, backoffice). */
  name: string;
  /** What /remotes.json serves now. */
  manifestUrl: string;
  /** 'registry': a row set at run time; 'default': REMOTE_URL_* or the remote's folder on this host. */
  source: 'registry' | 'default';
  /** The default: REMOTE_URL_<NAME> when set, else /remotes/<folder>/mf-manifest.json. */
  defaultUrl: string;
  /** Where the default comes from: the variable's name, or 'this host'. */
  defaultFrom: string;
  /** What a rollback switches to; null when the remote was never changed at run time. */
  previousUrl: string | null;
  /** A stored entry that fails today's checks (an older version or a hand edit wrote it): not served, the default is. */
  refusedUrl: string | null;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** PUT /api/admin/remote-registry/:name */
export interface SetRemoteRequest {
  /** The remote's mf-manifest.json: an absolute http(s) URL, or a path on this host starting with /. */
  manifestUrl: string;
}

/**
 * Messages of the run-time remote registry (issue 9: which origin each federated remote loads
 * from, changed by the admin or an operator's command without restarting the API). The spec does
 * not show this feature: the words are ours (docs/decisions.md), in the current language.
 */
import { english, message, messageTable } from './message-text';

export const REMOTE_REGISTRY_MSG = messageTable(english, 'remoteRegistry', {
  unknownRemote: (known: readonly string[]) => message('remoteRegistry.unknownRemote', { known: known.join(', ') }),
  urlTooLong: (max: number) => message('remoteRegistry.urlTooLong', { max }),
});

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

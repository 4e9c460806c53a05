import { endpoint } from '../endpoint';
import type { HealthStatus, MailboxEntry, MailboxQuery } from '../platform';
import type { RemoteRegistryEntry, SetRemoteRequest } from '../remote-registry';

/** Liveness and database status; 503 when the database does not answer. */
export const HEALTH_API = {
  check: endpoint<{ data: HealthStatus }>()('GET', '/health'),
} as const;

/** The development mailbox: registered only without SMTP and outside production, and only for this host. */
export const DEV_MAILBOX_API = {
  list: endpoint<{ data: MailboxEntry[]; query: MailboxQuery }>()('GET', '/dev/mailbox'),
} as const;

/** Where each federated remote loads from, changed without restarting the API (the platform admin only). */
export const REMOTE_REGISTRY_API = {
  list: endpoint<{ data: RemoteRegistryEntry[] }>()('GET', '/admin/remote-registry'),
  set: endpoint<{ data: RemoteRegistryEntry; body: SetRemoteRequest }>()('PUT', '/admin/remote-registry/:name'),
  reset: endpoint<{ data: RemoteRegistryEntry }>()('POST', '/admin/remote-registry/:name/reset', { status: 200 }),
  rollback: endpoint<{ data: RemoteRegistryEntry }>()('POST', '/admin/remote-registry/:name/rollback', { status: 200 }),
} as const;

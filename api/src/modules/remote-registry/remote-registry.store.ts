import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { REMOTE_REGISTRY_ACTIONS, REMOTE_REGISTRY_MSG, type RemoteRegistryEntry as RegistryEntry } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { REMOTES, type RemoteName } from '../../config/app-config';
import { recordAudit, type AuditActor } from '../../kernel';
import type { Db } from '../../database/db';
import { remoteRegistry } from '../../database/schema';
import { checkManifestUrl, isRemoteName, REMOTE_NAMES } from './remote-url';

/** One remote as the registry answers it (the contract's entry, named by this API's remotes). */
export type RemoteRegistryEntry = Omit<RegistryEntry, 'name'> & { name: RemoteName };

export type RegistryChange = { kind: 'set'; manifestUrl: unknown } | { kind: 'reset' } | { kind: 'rollback' };

type Row = typeof remoteRegistry.$inferSelect;

/** Second key of the advisory lock that serialises changes to one remote (the first is the table's). */
const LOCK_NAMESPACE = 727_019;

function defaultFrom(name: RemoteName, defaults: Record<RemoteName, string>): string {
  const remote = REMOTES.find((r) => r.name === name)!;
  return defaults[name] === `/remotes/${remote.folder}/mf-manifest.json` ? 'this host' : remote.envVar;
}

function toEntry(name: RemoteName, row: Row | undefined, defaults: Record<RemoteName, string>): RemoteRegistryEntry {
  const stored = row?.manifestUrl ?? null;
  // checked again on every read: one bad stored value crash-looped the portal (issue 22)
  const checked = stored === null ? null : checkManifestUrl(stored);
  const served = checked?.ok ? checked.url : null;
  return {
    name,
    manifestUrl: served ?? defaults[name],
    source: served === null ? 'default' : 'registry',
    defaultUrl: defaults[name],
    defaultFrom: defaultFrom(name, defaults),
    previousUrl: row ? (row.previousUrl ?? defaults[name]) : null,
    refusedUrl: checked?.ok === false ? stored : null,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Every remote's entry, in REMOTES order: its row when it has one, else its default. */
export async function readRegistry(db: Db, defaults: Record<RemoteName, string>): Promise<RemoteRegistryEntry[]> {
  const rows = await db.select().from(remoteRegistry);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return REMOTE_NAMES.map((name) => toEntry(name, byName.get(name), defaults));
}

/** The remote named in a path or on the command line, or a 404 naming the known ones. */
export function remoteNameOrThrow(name: string): RemoteName {
  if (!isRemoteName(name)) throw new NotFoundException(REMOTE_REGISTRY_MSG.unknownRemote(REMOTE_NAMES));
  return name;
}

/**
 * Sets, resets (back to the default) or rolls back (switches back to the previous entry) one
 * remote, and records the old and new URL in the audit trail in the same transaction. A change
 * that would serve the same URL is not made (so it never overwrites what a rollback returns to).
 * Returns the remote's entry and whether anything changed.
 */
export async function changeRegistry(
  db: Db,
  defaults: Record<RemoteName, string>,
  actor: AuditActor,
  rawName: string,
  change: RegistryChange,
): Promise<{ entry: RemoteRegistryEntry; changed: boolean }> {
  const name = remoteNameOrThrow(rawName);
  let manifestUrl: string | null = null;
  if (change.kind === 'set') {
    const checked = checkManifestUrl(change.manifestUrl);
    if (!checked.ok) throw new BadRequestException(checked.message);
    manifestUrl = checked.url;
  }
  return db.transaction(async (tx) => {
    // two first changes of one remote (no row yet to lock) must not both take the default as previous
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${name}))`);
    const [row] = await tx.select().from(remoteRegistry).where(eq(remoteRegistry.name, name)).for('update');
    const current = row?.manifestUrl ?? null;
    let next: string | null;
    let previous: string | null;
    if (change.kind === 'rollback') {
      if (!row) throw new ConflictException(REMOTE_REGISTRY_MSG.noPrevious);
      // never back to a value today's checks refuse (a reset kept it as the previous entry)
      if (row.previousUrl !== null && !checkManifestUrl(row.previousUrl).ok) throw new ConflictException(REMOTE_REGISTRY_MSG.previousInvalid);
      next = row.previousUrl;
      previous = current;
    } else {
      next = change.kind === 'set' ? manifestUrl : null;
      previous = current;
    }
    const effective = (stored: string | null) => stored ?? defaults[name];
    if (effective(next) === effective(current)) return { entry: toEntry(name, row, defaults), changed: false };

    const [saved] = await tx
      .insert(remoteRegistry)
      .values({ name, manifestUrl: next, previousUrl: previous, updatedBy: actor.label, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: remoteRegistry.name, set: { manifestUrl: next, previousUrl: previous, updatedBy: actor.label, updatedAt: sql`now()` } })
      .returning();
    await recordAudit(tx, actor, {
      action: REMOTE_REGISTRY_ACTIONS[change.kind],
      entityType: 'settings',
      entityId: `remote.${name}`,
      before: { manifestUrl: effective(current), isDefault: current === null },
      after: { manifestUrl: effective(next), isDefault: next === null },
    });
    return { entry: toEntry(name, saved, defaults), changed: true };
  });
}

import { HttpException, HttpStatus } from '@nestjs/common';
import { MSG, type EventSettings } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../database/db';
import { eventSettings } from '../database/schema';
import type { ReaderScope } from './scope';

/**
 * The event settings (one row, migration 0006) and the management lock they carry: the one place
 * the teams and mentors modules ask "may this caller add, edit or delete right now?".
 */

export type ManagedArea = 'mentors' | 'teams';
export type ManageAction = 'add' | 'edit' | 'delete';

const LOCKED_MESSAGES: Record<ManagedArea, Record<ManageAction, string>> = {
  mentors: { add: MSG.mentorAddLocked, edit: MSG.mentorEditLocked, delete: MSG.mentorDeleteLocked },
  teams: { add: MSG.teamAddLocked, edit: MSG.teamEditLocked, delete: MSG.teamDeleteLocked },
};

/** What the spec shows when the row is somehow missing: everything locked. */
const LOCKED_DEFAULT: EventSettings = { mentorsLocked: true, teamsLocked: true, updatedAt: null };

export async function readEventSettings(db: DbOrTx): Promise<EventSettings> {
  const [row] = await db
    .select({ mentorsLocked: eventSettings.mentorsLocked, teamsLocked: eventSettings.teamsLocked, updatedAt: eventSettings.updatedAt })
    .from(eventSettings)
    .where(eq(eventSettings.id, 1))
    .limit(1);
  if (!row) return LOCKED_DEFAULT;
  return { mentorsLocked: row.mentorsLocked, teamsLocked: row.teamsLocked, updatedAt: row.updatedAt.toISOString() };
}

/**
 * 423 Locked with the spec's message ('Add mentor functionality is currently locked', ...) when
 * the area is locked and the caller is not a platform admin (the admin is never locked).
 */
export async function assertUnlocked(db: DbOrTx, scope: ReaderScope, area: ManagedArea, action: ManageAction): Promise<void> {
  if (scope.isEverything) return;
  const settings = await readEventSettings(db);
  const locked = area === 'mentors' ? settings.mentorsLocked : settings.teamsLocked;
  if (locked) throw new HttpException({ message: LOCKED_MESSAGES[area][action], error: 'LOCKED' }, HttpStatus.LOCKED);
}

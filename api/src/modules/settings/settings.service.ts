import { BadRequestException, Injectable } from '@nestjs/common';
import { API_MSG, type EventSettings, type EventSettingsUpdate } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { actorAccountId, auditDiff, recordAudit, type AuditActor, readEventSettings } from '../../kernel';
import { InjectDb, type Db } from '../../database';
import { eventSettings } from '../../database/schema';

@Injectable()
export class SettingsService {
  constructor(@InjectDb() private readonly db: Db) {}

  event(): Promise<EventSettings> {
    return readEventSettings(this.db);
  }

  /**
   * Changes the switches sent; the row is created if a database somehow lacks it (locked
   * defaults). A switch that really changed is recorded in the audit trail, in the same transaction.
   */
  async updateEvent(change: EventSettingsUpdate, actor: AuditActor): Promise<EventSettings> {
    const set: Partial<typeof eventSettings.$inferInsert> = {};
    if (change.mentorsLocked !== undefined) set.mentorsLocked = change.mentorsLocked;
    if (change.teamsLocked !== undefined) set.teamsLocked = change.teamsLocked;
    if (Object.keys(set).length === 0) throw new BadRequestException(API_MSG.eventSettingsEmpty);
    // who changed it, when the token's subject is a stored account (null otherwise, never an error)
    const updatedBy = actorAccountId(actor);
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ mentorsLocked: eventSettings.mentorsLocked, teamsLocked: eventSettings.teamsLocked })
        .from(eventSettings)
        .where(eq(eventSettings.id, 1))
        .for('update');
      await tx
        .insert(eventSettings)
        .values({ id: 1, ...set, updatedBy, updatedAt: sql`now()` })
        .onConflictDoUpdate({ target: eventSettings.id, set: { ...set, updatedBy, updatedAt: sql`now()` } });
      const before = { mentorsLocked: current?.mentorsLocked ?? true, teamsLocked: current?.teamsLocked ?? true };
      const diff = auditDiff(before, { ...before, ...set });
      if (diff) await recordAudit(tx, actor, { action: 'settings.event_updated', entityType: 'settings', entityId: 'event', ...diff });
    });
    return readEventSettings(this.db);
  }
}

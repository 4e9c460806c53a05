import { BadRequestException, Injectable } from '@nestjs/common';
import { API_MSG, type EventSettings, type EventSettingsUpdate } from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import { InjectDb, type Db } from '../../database';
import { readEventSettings } from '../../database/event-settings';
import { accounts, eventSettings } from '../../database/schema';

@Injectable()
export class SettingsService {
  constructor(@InjectDb() private readonly db: Db) {}

  event(): Promise<EventSettings> {
    return readEventSettings(this.db);
  }

  /** Changes the switches sent; the row is created if a database somehow lacks it (locked defaults). */
  async updateEvent(change: EventSettingsUpdate, accountId: string): Promise<EventSettings> {
    const set: Partial<typeof eventSettings.$inferInsert> = {};
    if (change.mentorsLocked !== undefined) set.mentorsLocked = change.mentorsLocked;
    if (change.teamsLocked !== undefined) set.teamsLocked = change.teamsLocked;
    if (Object.keys(set).length === 0) throw new BadRequestException(API_MSG.eventSettingsEmpty);
    // who changed it, when the token's subject is a stored account (null otherwise, never an error)
    const updatedBy = sql`(select ${accounts.id} from ${accounts} where ${accounts.id}::text = ${accountId})`;
    await this.db
      .insert(eventSettings)
      .values({ id: 1, ...set, updatedBy, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: eventSettings.id, set: { ...set, updatedBy, updatedAt: sql`now()` } });
    return readEventSettings(this.db);
  }
}

import { Injectable } from '@nestjs/common';
import type { MailboxEntry } from '@hackathon/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { InjectDb, type Db } from '../database/db';
import { mailOutbox } from '../database/schema';

export type { MailboxEntry };

@Injectable()
export class DevMailboxService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Newest first; `to` filters by recipient (case-insensitive). */
  async list(options: { to?: string; limit?: number } = {}): Promise<MailboxEntry[]> {
    const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(options.to ? eq(sql`lower(${mailOutbox.toAddress})`, options.to.trim().toLowerCase()) : undefined)
      // same-millisecond mails keep a stable order through the id tiebreak
      .orderBy(desc(mailOutbox.createdAt), desc(sql`ctid`))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      sentAt: row.createdAt.toISOString(),
    }));
  }
}

import { BadRequestException, Injectable } from '@nestjs/common';
import { ACTIVITY_ENTITY_TYPES, ACTIVITY_MSG, type ActivityEntityType, type ActivityEntry, type ListQuery, type Paginated } from '@hackathon/contracts';
import { and, desc, eq, gte, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { paginate, searchCondition, escapeLike } from '../../common/paging';
import { InjectDb, type Db } from '../../database';
import { type ReaderScope, isUuid, parseTeamRef } from '../../kernel';
import { accounts, auditLog, teams } from '../../database/schema';
import { ACTION_PATTERN, type ActivityQueryDto } from './dto/activity-query.dto';
import { ENTRY_PEOPLE, withEntryPeople } from './entry-people';

/** Rows read per batch by the export (one batch in memory at a time). */
export const EXPORT_BATCH = 1000;

/** The event runs on India time: a date alone means that day there. */
const EVENT_UTC_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

const ENTRY_COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  // the exact stored time (microseconds), for the export's keyset
  atText: sql<string>`${auditLog.at}::text`,
  actorId: auditLog.actorId,
  actorRole: auditLog.actorRole,
  actorLabel: auditLog.actorLabel,
  ip: auditLog.ip,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  schoolCode: auditLog.schoolCode,
  reason: auditLog.reason,
  before: auditLog.before,
  after: auditLog.after,
  // issue 25: the record, its school and the actor as people name them, joined in the same statement
  ...ENTRY_PEOPLE,
};

type EntryRow = {
  id: number;
  at: Date;
  atText: string;
  actorId: string | null;
  actorRole: string;
  actorLabel: string;
  ip: string | null;
  action: string;
  entityType: string;
  entityId: string;
  schoolCode: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actorName: string | null;
  entityRef: string | null;
  entityName: string | null;
  schoolName: string | null;
};

const ENTITY_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

function withZone(value: string): string {
  return /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}${EVENT_UTC_OFFSET}`;
}

/** `from`/`to` as conditions on the time; a date alone for `to` reaches the end of that day. */
function timeRange(from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  let start: Date | null = null;
  let end: Date | null = null;
  let endExclusive = false;
  if (from) {
    start = new Date(/^\d{4}-\d{2}-\d{2}$/.test(from) ? `${from}T00:00:00${EVENT_UTC_OFFSET}` : withZone(from));
    conditions.push(gte(auditLog.at, start));
  }
  if (to) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(to)) {
      end = new Date(new Date(`${to}T00:00:00${EVENT_UTC_OFFSET}`).getTime() + DAY_MS);
      endExclusive = true;
      conditions.push(lt(auditLog.at, end));
    } else {
      end = new Date(withZone(to));
      conditions.push(lte(auditLog.at, end));
    }
  }
  if (start && end && (endExclusive ? start.getTime() >= end.getTime() : start.getTime() > end.getTime())) throw new BadRequestException(ACTIVITY_MSG.dateOrder);
  return conditions;
}

/**
 * The audit trail as people read it: the Activity section (filters, export) and one record's
 * history. The trail is written by each module in its own transactions (kernel/audit.ts);
 * this module only reads it.
 */
@Injectable()
export class ActivityService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** `GET /admin/activity`: newest first unless `order=asc`. */
  async list(scope: ReaderScope, query: ActivityQueryDto): Promise<Paginated<ActivityEntry>> {
    const page = await paginate(this.db, {
      query: withEntryPeople(this.db.select(ENTRY_COLUMNS).from(auditLog).$dynamic()).where(this.filters(scope, query)),
      page: query.page,
      limit: query.limit,
      sortable: { at: auditLog.at },
      sort: query.sort,
      order: query.order,
      defaultSort: { key: 'at', order: 'desc' },
      tiebreaker: auditLog.id,
    });
    return { items: toEntries(page.items as EntryRow[]), pagination: page.pagination };
  }

  /** The export's rows, newest first, a batch at a time (keyset on the exact time and id, never OFFSET). */
  async *exportBatches(scope: ReaderScope, query: ActivityQueryDto): AsyncGenerator<ActivityEntry[]> {
    const where = this.filters(scope, query);
    let last: { atText: string; id: number } | null = null;
    for (;;) {
      const after = last ? sql`(${auditLog.at}, ${auditLog.id}) < (${last.atText}::timestamptz, ${last.id})` : undefined;
      const rows = (await withEntryPeople(this.db.select(ENTRY_COLUMNS).from(auditLog).$dynamic())
        .where(and(where, after))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(EXPORT_BATCH)) as EntryRow[];
      if (rows.length === 0) return;
      yield toEntries(rows);
      if (rows.length < EXPORT_BATCH) return;
      const tail = rows[rows.length - 1]!;
      last = { atText: tail.atText, id: tail.id };
    }
  }

  /** `GET /admin/activity/entity/{type}/{id}`: one record's history (a team may be named by its Team ID). */
  async entity(scope: ReaderScope, rawType: string, rawId: string, query: ListQuery & { page: number; limit: number }): Promise<Paginated<ActivityEntry>> {
    const type = (rawType ?? '').trim().toLowerCase();
    if (!(ACTIVITY_ENTITY_TYPES as readonly string[]).includes(type)) throw new BadRequestException(ACTIVITY_MSG.invalidEntityType);
    const id = await this.entityId(type as ActivityEntityType, (rawId ?? '').trim());
    const page = await paginate(this.db, {
      query: withEntryPeople(this.db.select(ENTRY_COLUMNS).from(auditLog).$dynamic()).where(
        and(eq(auditLog.entityType, type), eq(auditLog.entityId, id), scope.schoolFilter(auditLog.schoolCode)),
      ),
      page: query.page,
      limit: query.limit,
      sortable: { at: auditLog.at },
      order: query.order,
      defaultSort: { key: 'at', order: 'desc' },
      tiebreaker: auditLog.id,
    });
    return { items: toEntries(page.items as EntryRow[]), pagination: page.pagination };
  }

  /** The id the trail records: row ids in lower case; a team named by its Team ID becomes its `_id`. */
  private async entityId(type: ActivityEntityType, raw: string): Promise<string> {
    if (!ENTITY_ID.test(raw)) throw new BadRequestException(ACTIVITY_MSG.invalidEntityId);
    if (isUuid(raw)) return raw.toLowerCase();
    if (type !== 'team') return raw;
    const ref = parseTeamRef(raw);
    const [team] = await this.db.select({ id: teams.id }).from(teams).where(eq(teams.teamId, ref.value)).limit(1);
    return team?.id ?? ref.value;
  }

  private filters(scope: ReaderScope, query: ActivityQueryDto): SQL | undefined {
    return and(
      // entries without a school (settings, back-office users) are the platform's: only a caller who reaches everything sees them
      scope.schoolFilter(auditLog.schoolCode),
      this.person(query.person),
      this.action(query.action),
      query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
      query.schoolCode ? eq(auditLog.schoolCode, query.schoolCode) : undefined,
      ...timeRange(query.from, query.to),
      searchCondition([auditLog.actorLabel, auditLog.action, auditLog.entityId, auditLog.schoolCode, auditLog.reason, ENTRY_PEOPLE.entityRef, ENTRY_PEOPLE.schoolName], query.search),
    );
  }

  /** An actor id exactly; else the text in the actor's label or the account's name or username. */
  private person(person: string | undefined): SQL | undefined {
    if (!person) return undefined;
    if (isUuid(person)) return eq(auditLog.actorId, person.toLowerCase());
    const pattern = `%${escapeLike(person)}%`;
    return or(
      sql`${auditLog.actorLabel} ilike ${pattern}`,
      sql`${auditLog.actorId} in (select ${accounts.id}::text from ${accounts} where ${accounts.fullName} ilike ${pattern} or ${accounts.username} ilike ${pattern})`,
    );
  }

  /** An exact action ('team.updated'), or every action of a domain ('team' -> 'team.%'). */
  private action(action: string | undefined): SQL | undefined {
    if (!action || !ACTION_PATTERN.test(action)) return undefined;
    return action.includes('.') ? eq(auditLog.action, action) : like(auditLog.action, `${escapeLike(action)}.%`);
  }
}

/** Wire entries: the row as read, the people's names included (no further query). */
function toEntries(rows: EntryRow[]): ActivityEntry[] {
  return rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorRole: row.actorRole,
    actorLabel: row.actorLabel,
    actorName: row.actorName,
    ip: row.ip,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityRef: row.entityRef,
    entityName: row.entityName,
    schoolCode: row.schoolCode,
    schoolName: row.schoolName,
    reason: row.reason,
    before: row.before,
    after: row.after,
  }));
}

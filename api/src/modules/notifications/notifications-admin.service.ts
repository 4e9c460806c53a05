import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_MSG,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_MSG,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_RECENT_DAYS,
  NOTIFICATION_TYPES,
  targetReachesNobody,
  type AdminNotification,
  type NotificationCounters,
  type NotificationStats,
  type NotificationTarget,
  type NotificationTargetInput,
  type Paginated,
  type Role,
} from '@hackathon/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { paginate, searchCondition, type SortMap } from '../../common/paging';
import { InjectDb, queryRows, type Db, type DbOrTx } from '../../database';
import { actorAccountId, recordAudit, type AuditActor } from '../../kernel';
import { accounts, notifications } from '../../database/schema';
import type { AdminNotificationQueryDto, CreateNotificationDto, UpdateNotificationDto } from './dto/notification.dto';
import { BROADCAST } from './notification-audience';

type NotificationRow = typeof notifications.$inferSelect;

/** The columns of the admin list and of every admin answer: the row, its read count and its creator. */
const ADMIN_COLUMNS = {
  n: notifications,
  // always selected with the accounts join, so Drizzle qualifies the column ("notifications"."id")
  readCount: sql<number>`(select count(*) from notification_reads as nr where nr.notification_id = ${notifications.id})`.mapWith(Number),
  createdByName: sql<string | null>`coalesce(nullif(${accounts.fullName}, ''), ${accounts.email}, ${accounts.username})`,
};

const PRIORITY_RANK = sql`case ${notifications.priority} when 'low' then 1 when 'medium' then 2 else 3 end`;

const SORTABLE: SortMap<NonNullable<AdminNotificationQueryDto['sort']>> = {
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
  title: sql`lower(${notifications.title})`,
  type: notifications.type,
  // low < medium < high, not alphabetical
  priority: PRIORITY_RANK,
  status: notifications.status,
};

/**
 * Notification management (the admin's): create, list, edit, delete, stats. Only the notifications
 * addressed by role/region (BROADCAST): one addressed to a single account (a payment verdict) is
 * that account's own and not managed here (404 by id). Every write runs in
 * one transaction with its audit entry. Who receives a notification is its target; the bell side
 * (notifications.service.ts) reads it through notification-audience.ts.
 */
@Injectable()
export class NotificationsAdminService {
  constructor(@InjectDb() private readonly db: Db) {}

  async create(actor: AuditActor, input: CreateNotificationDto): Promise<AdminNotification> {
    const target = targetOf(input.target);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({
          title: input.title,
          message: input.message,
          type: input.type ?? NOTIFICATION_DEFAULTS.type,
          priority: input.priority ?? NOTIFICATION_DEFAULTS.priority,
          targetRoles: target.roles,
          targetRegions: target.regions,
          // the creator, when the token's subject is a stored account (null otherwise, never an error)
          createdBy: actorAccountId(actor),
        })
        .returning();
      await recordAudit(tx, actor, { action: 'notification.created', entityType: 'notification', entityId: row!.id, after: snapshot(row!) });
      return this.load(tx, row!.id);
    });
  }

  async list(query: AdminNotificationQueryDto): Promise<Paginated<AdminNotification>> {
    const where = and(
      BROADCAST,
      searchCondition([notifications.title, notifications.message], query.search),
      query.status ? eq(notifications.status, query.status) : undefined,
      query.type ? eq(notifications.type, query.type) : undefined,
      query.priority ? eq(notifications.priority, query.priority) : undefined,
    );
    const page = await paginate(this.db, {
      query: this.selectAdmin(this.db).where(where).$dynamic(),
      page: query.page,
      limit: query.limit,
      sortable: SORTABLE,
      sort: query.sort,
      order: query.order,
      defaultSort: { key: 'createdAt', order: 'desc' },
      tiebreaker: notifications.id,
    });
    return { items: page.items.map(toAdminNotification), pagination: page.pagination };
  }

  /** Changes the fields sent; the same values again write nothing (`changed: false`). Read states are kept. */
  async update(actor: AuditActor, id: string, input: UpdateNotificationDto): Promise<{ notification: AdminNotification; changed: boolean }> {
    const target = input.target === undefined ? undefined : targetOf(input.target);
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(notifications).where(and(eq(notifications.id, id), BROADCAST)).for('update');
      if (!current) throw new NotFoundException(API_MSG.notificationNotFound);

      const change: Partial<typeof notifications.$inferInsert> = {};
      if (input.title !== undefined && input.title !== current.title) change.title = input.title;
      if (input.message !== undefined && input.message !== current.message) change.message = input.message;
      if (input.type !== undefined && input.type !== current.type) change.type = input.type;
      if (input.priority !== undefined && input.priority !== current.priority) change.priority = input.priority;
      if (input.status !== undefined && input.status !== current.status) change.status = input.status;
      if (target && !sameTarget(target, { roles: current.targetRoles, regions: current.targetRegions })) {
        change.targetRoles = target.roles;
        change.targetRegions = target.regions;
      }
      if (Object.keys(change).length === 0) return { notification: await this.load(tx, id), changed: false };

      const [updated] = await tx
        .update(notifications)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(notifications.id, id))
        .returning();
      await recordAudit(tx, actor, { action: 'notification.updated', entityType: 'notification', entityId: id, before: snapshot(current), after: snapshot(updated!) });
      return { notification: await this.load(tx, id), changed: true };
    });
  }

  /** Deletes the notification and its read states (they cascade). */
  async remove(actor: AuditActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(notifications).where(and(eq(notifications.id, id), BROADCAST)).returning();
      if (!deleted) throw new NotFoundException(API_MSG.notificationNotFound);
      await recordAudit(tx, actor, { action: 'notification.deleted', entityType: 'notification', entityId: id, before: snapshot(deleted) });
    });
  }

  async counters(): Promise<NotificationCounters> {
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${notifications.status} = 'active')`.mapWith(Number),
        inactive: sql<number>`count(*) filter (where ${notifications.status} = 'inactive')`.mapWith(Number),
        recent: sql<number>`count(*) filter (where ${notifications.createdAt} >= ${recentSince()})`.mapWith(Number),
      })
      .from(notifications)
      .where(BROADCAST);
    return { total: row?.total ?? 0, active: row?.active ?? 0, inactive: row?.inactive ?? 0, recent: row?.recent ?? 0 };
  }

  /**
   * The stat tiles. The read rate is reads over deliveries on the active notifications, where the
   * deliveries of one notification are the users its target matches today: accounts (by role, and
   * region: the school's for school accounts, the account's own for region admins) and teams (their
   * school's region). Readers are grouped by (role, region) first, so this is a few hundred groups
   * against the notifications, not every user.
   */
  async stats(): Promise<NotificationStats> {
    const [counters, groups, deliveryRows] = await Promise.all([
      this.counters(),
      this.db
        .select({
          type: notifications.type,
          priority: notifications.priority,
          n: sql<number>`count(*)`.mapWith(Number),
        })
        .from(notifications)
        .where(BROADCAST)
        .groupBy(notifications.type, notifications.priority),
      queryRows<{ deliveries: string | number | null; reads: string | number | null }>(
        this.db,
        sql`
        with reader_groups as (
          select a.role as role, lower(coalesce(s.region, a.region)) as region, count(*) as n
            from accounts a left join schools s on s.code = a.school_code
           group by 1, 2
          union all
          select 'team', lower(s.region), count(*)
            from teams t join schools s on s.code = t.school_code
           group by 2
        )
        select
          (select coalesce(sum(g.n), 0)
             from notifications n
             join reader_groups g
               on (cardinality(n.target_roles) = 0 or g.role = any(n.target_roles))
              and (cardinality(n.target_regions) = 0 or g.region in (select lower(r.name) from unnest(n.target_regions) as r(name)))
            where n.status = 'active' and n.target_account_id is null) as deliveries,
          (select count(*)
             from notification_reads nr join notifications n on n.id = nr.notification_id
            where n.status = 'active' and n.target_account_id is null) as reads`,
      ),
    ]);
    const byType = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, 0])) as NotificationStats['byType'];
    const byPriority = Object.fromEntries(NOTIFICATION_PRIORITIES.map((p) => [p, 0])) as NotificationStats['byPriority'];
    for (const g of groups) {
      byType[g.type] += g.n;
      byPriority[g.priority] += g.n;
    }
    const deliveries = Number(deliveryRows[0]?.deliveries ?? 0);
    const reads = Number(deliveryRows[0]?.reads ?? 0);
    return { ...counters, byType, byPriority, deliveries, reads, readRate: readRate(reads, deliveries) };
  }

  /** One notification as the admin sees it (404 when gone). */
  private async load(db: DbOrTx, id: string): Promise<AdminNotification> {
    const [row] = await this.selectAdmin(db).where(and(eq(notifications.id, id), BROADCAST));
    if (!row) throw new NotFoundException(API_MSG.notificationNotFound);
    return toAdminNotification(row);
  }

  private selectAdmin(db: DbOrTx) {
    return db.select(ADMIN_COLUMNS).from(notifications).leftJoin(accounts, eq(accounts.id, notifications.createdBy));
  }
}

/** The target as stored: lists without duplicates, in a stable order; refused when it can reach nobody. */
export function targetOf(input: NotificationTargetInput | null | undefined): NotificationTarget {
  const target: NotificationTarget = {
    roles: [...new Set(input?.roles ?? [])].sort() as Role[],
    regions: [...new Set(input?.regions ?? [])].sort(),
  };
  if (targetReachesNobody(target)) throw new BadRequestException(NOTIFICATION_MSG.targetReachesNobody);
  return target;
}

function sameTarget(a: NotificationTarget, b: NotificationTarget): boolean {
  return a.roles.join(',') === [...b.roles].sort().join(',') && a.regions.join(',') === [...b.regions].sort().join(',');
}

/** What the audit trail keeps of a notification. */
function snapshot(row: NotificationRow): Record<string, unknown> {
  return {
    title: row.title,
    message: row.message,
    type: row.type,
    priority: row.priority,
    status: row.status,
    target: { roles: row.targetRoles, regions: row.targetRegions },
  };
}

function toAdminNotification({ n, readCount, createdByName }: { n: NotificationRow; readCount: number; createdByName: string | null }): AdminNotification {
  return {
    _id: n.id,
    id: n.id,
    title: n.title,
    message: n.message,
    type: n.type,
    priority: n.priority,
    status: n.status,
    isActive: n.status === 'active',
    target: { roles: n.targetRoles, regions: n.targetRegions },
    readCount,
    createdByName,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    timestamp: n.createdAt.toISOString(),
  };
}

/** Spec section 9: recent = created within 7 days (computed by the database clock). */
function recentSince(): SQL {
  return sql`now() - make_interval(days => ${NOTIFICATION_RECENT_DAYS}::int)`;
}

/** Percentage with one decimal, at most 100 (a reader who read and then left the target still counts once). */
export function readRate(reads: number, deliveries: number): number {
  if (deliveries <= 0) return 0;
  return Math.min(100, Math.round((reads / deliveries) * 1000) / 10);
}

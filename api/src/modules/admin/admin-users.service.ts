import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG, type AccountRole, type AdminUser, type AdminUserDeleteResult, type Paginated } from '@hackathon/contracts';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { SessionFloorsService } from '../../auth';
import { paginate, searchCondition, type SortMap } from '../../common/paging';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { inScopeFlag, recordAudit, requireInScope, type AuditActor, type AuditEntry, type ReaderScope, isUuid } from '../../kernel';
import { accounts, paymentSubmissions, registrations, schools } from '../../database/schema';
import { setRegistrationVerified } from '../registration';
import type { AdminUsersQueryDto } from './dto/admin-writes.dto';

const USER_COLUMNS = {
  id: accounts.id,
  role: accounts.role,
  email: accounts.email,
  username: accounts.username,
  fullName: accounts.fullName,
  schoolCode: accounts.schoolCode,
  schoolName: schools.name,
  region: accounts.region,
  emailVerifiedAt: accounts.emailVerifiedAt,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};

interface UserRow {
  id: string;
  role: string;
  email: string | null;
  username: string | null;
  fullName: string;
  schoolCode: string | null;
  schoolName: string | null;
  region: string | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const SORTABLE: SortMap<NonNullable<AdminUsersQueryDto['sort']>> = {
  createdAt: accounts.createdAt,
  email: sql`lower(${accounts.email})`,
  fullName: sql`lower(${accounts.fullName})`,
  role: accounts.role,
};

function toAdminUser(row: UserRow): AdminUser {
  return {
    _id: row.id,
    role: row.role as AccountRole,
    email: row.email,
    username: row.username,
    fullName: row.fullName,
    schoolCode: row.schoolCode,
    schoolName: row.schoolName ?? null,
    region: row.region,
    isVerified: row.emailVerifiedAt !== null,
    verifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A user id from a path: 400 when it cannot be one. */
function parseUserId(raw: string): string {
  const value = (raw ?? '').trim();
  if (!isUuid(value)) throw new BadRequestException(API_MSG.invalidUserId);
  return value.toLowerCase();
}

/** A PostgreSQL foreign-key violation (SQLSTATE 23503) anywhere in Drizzle's cause chain. */
function foreignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The account as the audit trail records it (never the password hash or lock counters). */
function accountSnapshot(row: UserRow): Record<string, unknown> {
  return {
    email: row.email,
    username: row.username,
    fullName: row.fullName,
    role: row.role,
    schoolCode: row.schoolCode,
    region: row.region,
    isVerified: row.emailVerifiedAt !== null,
  };
}

/** The admin's user accounts: the list, verification, deletion (each write audited in its transaction). */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly floors: SessionFloorsService,
  ) {}

  /** `GET /admin/users`. */
  async list(scope: ReaderScope, query: AdminUsersQueryDto): Promise<Paginated<AdminUser>> {
    const where = and(
      scope.schools(accounts.schoolCode),
      searchCondition([accounts.email, accounts.username, accounts.fullName, accounts.schoolCode], query.search),
      query.role ? eq(accounts.role, query.role) : undefined,
      query.verified === 'true' ? isNotNull(accounts.emailVerifiedAt) : query.verified === 'false' ? isNull(accounts.emailVerifiedAt) : undefined,
    );
    const page = await paginate(this.db, {
      query: this.db.select(USER_COLUMNS).from(accounts).leftJoin(schools, eq(schools.code, accounts.schoolCode)).where(where).$dynamic(),
      page: query.page,
      limit: query.limit,
      sortable: SORTABLE,
      sort: query.sort,
      order: query.order,
      defaultSort: { key: 'createdAt', order: 'desc' },
      tiebreaker: accounts.id,
    });
    return { items: page.items.map(toAdminUser), pagination: page.pagination };
  }

  /**
   * `PUT /admin/users/{id}/verification`: sets or withdraws the confirmed email address. For a
   * school admin the linked registration's otpVerified follows, as the emailed link does.
   */
  async setVerification(actor: AuditActor, scope: ReaderScope, rawId: string, isVerified: boolean): Promise<AdminUser> {
    const id = parseUserId(rawId);
    await this.db.transaction(async (tx) => {
      const current = await this.lockUser(tx, scope, id);
      if ((current.emailVerifiedAt !== null) === isVerified) return;
      await tx
        .update(accounts)
        .set({ emailVerifiedAt: isVerified ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(accounts.id, id));
      const changed = current.role === 'school_admin' ? await setRegistrationVerified(tx, id, isVerified) : [];
      const entries: AuditEntry[] = [
        { action: 'user.verification_changed', entityType: 'user', entityId: id, schoolCode: current.schoolCode, before: { isVerified: !isVerified }, after: { isVerified } },
        // the registration's own history shows why its otpVerified moved
        ...changed.map((registration) => ({
          action: 'registration.updated',
          entityType: 'registration' as const,
          entityId: registration.id,
          schoolCode: registration.schoolCode,
          reason: 'Account verification changed by an admin',
          before: { otpVerified: !isVerified },
          after: { otpVerified: isVerified },
        })),
      ];
      await recordAudit(tx, actor, entries);
    });
    return this.readOne(id);
  }

  /**
   * `DELETE /admin/users/{id}`: never the caller's own account, never the last admin, never an
   * account that verified payments (it is their record). A school admin's registration is kept,
   * unlinked (the school can sign up again and claim it); its teams and mentors belong to the
   * school and stay.
   */
  async remove(actor: AuditActor, scope: ReaderScope, rawId: string): Promise<AdminUserDeleteResult> {
    const id = parseUserId(rawId);
    if (actor.id !== null && id === actor.id.toLowerCase()) throw new BadRequestException(API_MSG.cannotDeleteSelf);
    let removed: AdminUserDeleteResult;
    try {
      removed = await this.db.transaction(async (tx) => {
        // every admin row first, in id order: two admins deleting each other cannot both pass the
        // last-admin check, and cannot deadlock
        const admins = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, 'admin')).orderBy(asc(accounts.id)).for('update');
        const current = await this.lockUser(tx, scope, id);
        if (current.role === 'admin' && admins.length <= 1) throw new ConflictException(API_MSG.lastAdminKept);
        const [verified] = await tx.select({ n: count() }).from(paymentSubmissions).where(eq(paymentSubmissions.verifiedBy, id));
        if ((verified?.n ?? 0) > 0) throw new ConflictException(API_MSG.userVerifiedPayments);
        const linked = await tx.select({ id: registrations.id, schoolCode: registrations.schoolCode }).from(registrations).where(eq(registrations.accountId, id));
        // registrations.account_id is ON DELETE SET NULL: the registration stays, without its account
        await tx.delete(accounts).where(eq(accounts.id, id));
        await recordAudit(tx, actor, [
          { action: 'user.deleted', entityType: 'user', entityId: id, schoolCode: current.schoolCode, before: accountSnapshot(current), after: null },
          ...linked.map((registration) => ({
            action: 'registration.account_unlinked',
            entityType: 'registration' as const,
            entityId: registration.id,
            schoolCode: registration.schoolCode,
            reason: 'The school admin account was deleted',
            before: { accountId: id, accountEmail: current.email },
            after: { accountId: null },
          })),
        ]);
        return { _id: id, role: current.role as AccountRole, email: current.email, registrationKept: linked[0]?.id ?? null };
      });
    } catch (error) {
      // a table added later that points at accounts without ON DELETE: refused, never a 500
      if (foreignKeyViolation(error)) throw new ConflictException(API_MSG.userStillReferenced);
      throw error;
    }
    // the trigger set the floor to 'infinity': every process ends the account's sessions now
    await this.floors.forget(id);
    return removed;
  }

  /** The account, locked for the transaction: 404 when missing, 403 outside the scope. */
  private async lockUser(tx: DbOrTx, scope: ReaderScope, id: string): Promise<UserRow> {
    const [row] = await tx
      .select({ ...USER_COLUMNS, inScope: inScopeFlag(scope.schools(accounts.schoolCode)) })
      .from(accounts)
      .leftJoin(schools, eq(schools.code, accounts.schoolCode))
      .where(eq(accounts.id, id))
      .limit(1)
      .for('update', { of: accounts });
    const { inScope: _inScope, ...user } = requireInScope(row, API_MSG.userNotFound);
    return user;
  }

  private async readOne(id: string): Promise<AdminUser> {
    const [row] = await this.db.select(USER_COLUMNS).from(accounts).leftJoin(schools, eq(schools.code, accounts.schoolCode)).where(eq(accounts.id, id)).limit(1);
    if (!row) throw new NotFoundException(API_MSG.userNotFound);
    return toAdminUser(row);
  }
}

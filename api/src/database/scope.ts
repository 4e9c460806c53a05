import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { API_MSG } from '@hackathon/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import { schools } from './schema';

/**
 * The one place a reader's reach becomes SQL (the Novu idea: the data layer, not each service,
 * adds the tenant). Routes say WHO may call them with @Roles; the scope says WHICH ROWS:
 *
 *   all     admin, super_admin, and `ReaderScope.system()` for sign-in and jobs
 *   region  region_admin: schools whose region is the token's region
 *   school  school_admin (and mentor): the token's school
 *   team    team: its own row, and its own school's shared data (schedule)
 *   none    anything else: no rows
 *
 * Every read or write of participant data ANDs `scope.schools(col)` or `scope.teams(...)` into
 * its WHERE clause, or goes through `loadInScope` to tell 404 (no such row) from 403 (not yours).
 * Reviewers grep for `ReaderScope.system()`: each use must be a sign-in or a background job.
 */
export class ReaderScope {
  private constructor(
    readonly kind: 'all' | 'region' | 'school' | 'team' | 'none',
    readonly region: string | null = null,
    readonly schoolCode: string | null = null,
    readonly teamUuid: string | null = null,
  ) {}

  static of(user: AuthUser): ReaderScope {
    switch (user.role) {
      case 'admin':
      case 'super_admin':
        return new ReaderScope('all');
      case 'region_admin':
        return user.region ? new ReaderScope('region', user.region.trim()) : ReaderScope.nothing();
      case 'school_admin':
      case 'mentor':
        return user.schoolCode ? new ReaderScope('school', null, user.schoolCode) : ReaderScope.nothing();
      case 'team':
        return user.schoolCode ? new ReaderScope('team', null, user.schoolCode, user.sub) : ReaderScope.nothing();
      default:
        return ReaderScope.nothing();
    }
  }

  /** Unrestricted, for sign-in, mail links and background jobs only (never a caller's request). */
  static system(): ReaderScope {
    return new ReaderScope('all');
  }

  static nothing(): ReaderScope {
    return new ReaderScope('none');
  }

  get isEverything(): boolean {
    return this.kind === 'all';
  }

  /** Rows whose school code (column or expression) lies in the scope. A team reaches its own school. */
  schools(schoolCode: AnyColumn | SQL): SQL {
    switch (this.kind) {
      case 'all':
        return sql`true`;
      case 'region':
        // an aliased subquery: Drizzle renders columns unqualified inside select lists, and an
        // unqualified `code` there could bind to the outer table
        return sql`${schoolCode} in (select scope_school.code from ${schools} as scope_school where lower(scope_school.region) = lower(${this.region}))`;
      case 'school':
      case 'team':
        return sql`${schoolCode} = ${this.schoolCode}`;
      default:
        return sql`false`;
    }
  }

  /** Team rows in the scope: like schools(), except that a team reaches only its own row. */
  teams(team: { id: AnyColumn; schoolCode: AnyColumn }): SQL {
    if (this.kind === 'team') return sql`${team.id} = ${this.teamUuid}`;
    return this.schools(team.schoolCode);
  }

  /**
   * A cheap check before touching the database: can this scope ever include that school code?
   * (Region scopes need the row; they answer true here and are narrowed by the SQL.)
   */
  mayReachSchool(code: string): boolean {
    if (this.kind === 'all' || this.kind === 'region') return true;
    if (this.kind === 'school' || this.kind === 'team') return this.schoolCode === code;
    return false;
  }

  /** 403 unless mayReachSchool: a school admin asking for another school learns nothing. */
  assertMayReachSchool(code: string): void {
    if (!this.mayReachSchool(code)) throw new ForbiddenException(API_MSG.forbidden);
  }
}

/** A select column that says whether the row is in scope: `{ ..., inScope: inScopeFlag(scope.schools(t.schoolCode)) }`. */
export function inScopeFlag(condition: SQL): SQL<boolean> {
  return sql<boolean>`(${condition})`.mapWith(Boolean);
}

/**
 * The answer for a row looked up by id: 404 when there is none, 403 when it exists but lies
 * outside the caller's scope, the row otherwise. Pair with a select that carries `inScope`.
 */
export function requireInScope<T extends { inScope: boolean }>(row: T | undefined, notFoundMessage: string): T {
  if (!row) throw new NotFoundException(notFoundMessage);
  if (!row.inScope) throw new ForbiddenException(API_MSG.forbidden);
  return row;
}

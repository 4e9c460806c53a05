import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { API_MSG, UUID_PATTERN, type Role } from '@hackathon/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { accounts, judgingAssignments, schools, teams as teamRows } from '../database/schema';

/**
 * The caller, as carried by the bearer token (api/src/auth calls it AuthUser and reads it from a
 * verified token; it lives here because the scope is built from it, and auth imports the kernel,
 * never the other way).
 */
export interface ScopeClaims {
  /** Account id, or the team's row id for role team. */
  sub: string;
  role: Role;
  email?: string;
  schoolCode?: string;
  region?: string;
  /** Team ID (e.g. N1234JR2) for role team. */
  teamId?: string;
}

/**
 * The one place a reader's reach becomes SQL (the Novu idea: the data layer, not each service,
 * adds the tenant). Routes say WHO may call them with @Roles; the scope says WHICH ROWS:
 *
 *   all     admin, super_admin, and `ReaderScope.system()` for sign-in and jobs
 *   region  region_admin: schools whose region is the token's region
 *   school  school_admin: the token's school
 *   mentor  mentor: the teams assigned to its own mentor record (the account's mentor_id, read in
 *           the statement, so an unassignment or a deleted account counts at once), its own
 *           mentor record, and its own school's shared data (schedule); routes give it no writes
 *   team    team: its own row, and its own school's shared data (schedule)
 *   judge   judge: the teams of its own assignments (the account's judge_id, read in the statement,
 *           conflicts excluded) and its own sheets (judgeSheets); no school's data
 *   none    anything else: no rows
 *
 * Every read or write of participant data ANDs `scope.schools(col)` or `scope.teams(...)` into
 * its WHERE clause, or goes through `requireInScope` to tell 404 (no such row) from 403 (not
 * yours). Reviewers grep for `ReaderScope.system()`: each use must be a sign-in or a background job.
 *
 * The kind is private: services ask the scope for a condition (schools, teams, schoolFilter,
 * ifNarrowed) or a check (assertMayReachSchool, requireReach, ownSchool, assertReachesEverything,
 * requireTeamInScope), never which kind it is, so no service branches on a caller's role.
 */
export class ReaderScope {
  private constructor(
    private readonly kind: 'all' | 'region' | 'school' | 'mentor' | 'team' | 'judge' | 'none',
    readonly region: string | null = null,
    readonly schoolCode: string | null = null,
    readonly teamUuid: string | null = null,
    /** A mentor's or a judge's account id (the token's subject). */
    private readonly personAccount: string | null = null,
  ) {}

  static of(user: ScopeClaims): ReaderScope {
    switch (user.role) {
      case 'admin':
      case 'super_admin':
        return new ReaderScope('all');
      case 'region_admin':
        return user.region ? new ReaderScope('region', user.region.trim()) : ReaderScope.nothing();
      case 'school_admin':
        return user.schoolCode ? new ReaderScope('school', null, user.schoolCode) : ReaderScope.nothing();
      case 'mentor':
        // the subject is read in SQL as a uuid: a token with anything else reaches nothing
        return user.schoolCode && UUID_PATTERN.test(user.sub) ? new ReaderScope('mentor', null, user.schoolCode, null, user.sub) : ReaderScope.nothing();
      case 'team':
        return user.schoolCode ? new ReaderScope('team', null, user.schoolCode, user.sub) : ReaderScope.nothing();
      case 'judge':
        return UUID_PATTERN.test(user.sub) ? new ReaderScope('judge', null, null, null, user.sub) : ReaderScope.nothing();
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

  /** For the kernel's own rules (the admin is never locked); a service asks for a condition or a check instead (ESLint refuses it in api/src/modules). */
  get isEverything(): boolean {
    return this.kind === 'all';
  }

  /**
   * Whether the scope reaches whole schools (everything, a region, a school; or none at all), so
   * that figures kept per school answer for it; false for a team, which reaches its own row only.
   */
  get reachesWholeSchools(): boolean {
    return this.kind !== 'team' && this.kind !== 'mentor' && this.kind !== 'judge';
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
      case 'mentor':
      case 'team':
        return sql`${schoolCode} = ${this.schoolCode}`;
      default: // a judge reaches teams through its assignments, never a whole school
        return sql`false`;
    }
  }

  /**
   * schools(col) as a part of an and(): undefined when the scope reaches every school, so the
   * statement carries no condition at all (rows without a school, such as the platform's own audit
   * entries, stay visible to the back office only).
   */
  schoolFilter(schoolCode: AnyColumn | SQL): SQL | undefined {
    return this.ifNarrowed((scope) => scope.schools(schoolCode));
  }

  /** `build(this)` for a scope that narrows the rows; undefined for one that reaches everything (nothing to add). */
  ifNarrowed<T>(build: (scope: ReaderScope) => T): T | undefined {
    return this.kind === 'all' ? undefined : build(this);
  }

  /** Team rows in the scope: like schools(), except that a team reaches only its own row. */
  teams(team: { id: AnyColumn; schoolCode: AnyColumn }): SQL {
    if (this.kind === 'team') return sql`${team.id} = ${this.teamUuid}`;
    if (this.kind === 'mentor') {
      // aliased, as in schools(): the outer team's columns must not bind inside
      return sql`${team.id} in (select scope_team.id from ${teamRows} as scope_team where scope_team.assigned_mentor_id = ${this.ownMentorId()})`;
    }
    if (this.kind === 'judge') {
      return sql`${team.id} in (select scope_assignment.team_id from ${judgingAssignments} as scope_assignment where scope_assignment.judge_id = ${this.ownJudgeId()} and scope_assignment.state <> 'conflict')`;
    }
    return this.schools(team.schoolCode);
  }

  /**
   * Judging sheets (assignments) in the scope, by their judge column: a judge its own, the back
   * office all, anyone else none (a team reads its feedback through teams(), not the sheets).
   */
  judgeSheets(judgeId: AnyColumn): SQL {
    if (this.kind === 'all') return sql`true`;
    if (this.kind === 'judge') return sql`${judgeId} = ${this.ownJudgeId()}`;
    return sql`false`;
  }

  /** Mentor rows in the scope: a mentor reaches its own record only; anyone else as schools(). */
  mentors(mentor: { id: AnyColumn; schoolCode: AnyColumn }): SQL {
    if (this.kind === 'mentor') return sql`${mentor.id} = ${this.ownMentorId()}`;
    return this.schools(mentor.schoolCode);
  }

  /**
   * Certificates in the scope (issue 28), by their snapshot columns: the back office all, a region
   * its schools', a school admin its school's (students, mentors and the school's own), a team its
   * own members' (team_ref), a mentor its own and the members' of the teams assigned to it now; a
   * judge none.
   */
  certificates(cert: { schoolCode: AnyColumn; holderType: AnyColumn; holderRef: AnyColumn; teamRef: AnyColumn }): SQL {
    if (this.kind === 'team') return sql`(${cert.holderType} = 'student' and ${cert.teamRef} = ${this.teamUuid})`;
    if (this.kind === 'mentor') {
      return sql`((${cert.holderType} = 'mentor' and ${cert.holderRef} = ${this.ownMentorId()}::text)
        or (${cert.holderType} = 'student' and ${cert.teamRef} in (select scope_team.id from ${teamRows} as scope_team where scope_team.assigned_mentor_id = ${this.ownMentorId()})))`;
    }
    return this.schools(cert.schoolCode);
  }

  /** The mentor record of a mentor's account, read in the statement (null: none, so nothing matches). */
  private ownMentorId(): SQL {
    return sql`(select scope_account.mentor_id from ${accounts} as scope_account where scope_account.id = ${this.personAccount}::uuid and scope_account.disabled_at is null)`;
  }

  /** The judge record of a judge's account, read in the statement (null: none, so nothing matches). */
  private ownJudgeId(): SQL {
    return sql`(select scope_account.judge_id from ${accounts} as scope_account where scope_account.id = ${this.personAccount}::uuid and scope_account.disabled_at is null)`;
  }

  /**
   * A cheap check before touching the database: can this scope ever include that school code?
   * (Region scopes need the row; they answer true here and are narrowed by the SQL.)
   */
  mayReachSchool(code: string): boolean {
    if (this.kind === 'all' || this.kind === 'region') return true;
    if (this.kind === 'school' || this.kind === 'mentor' || this.kind === 'team') return this.schoolCode === code;
    return false;
  }

  /** 403 unless mayReachSchool: a school admin asking for another school learns nothing. */
  assertMayReachSchool(code: string): void {
    if (!this.mayReachSchool(code)) throw new ForbiddenException(API_MSG.forbidden);
  }

  /**
   * 403 for a scope that reaches no row at all: a token without the claim its role needs (a
   * region admin without a region), refused rather than shown empty lists. The scope otherwise.
   */
  requireReach(): ReaderScope {
    if (this.kind === 'none') throw new ForbiddenException(API_MSG.forbidden);
    return this;
  }

  /**
   * The one school a school-bound caller (school admin, mentor, team) acts for, e.g. the owner of
   * an upload; 403 for a scope without one (a token without its school, or the back office).
   */
  ownSchool(): string {
    if (this.schoolCode === null) throw new ForbiddenException(API_MSG.forbidden);
    return this.schoolCode;
  }

  /**
   * 403 unless the scope reaches every school: the back office's own field-level decisions
   * (approving or rejecting a registration), which a school or region scope may not take.
   */
  assertReachesEverything(): void {
    if (this.kind !== 'all') throw new ForbiddenException(API_MSG.forbidden);
  }

  /**
   * requireInScope for a team named in a path: 404 when there is none, 403 when it is not yours.
   * A team's own scope only ever reaches its own row (a mentor's, its assigned teams), so it gets
   * 403 for a missing team too: it learns nothing of which other Team IDs exist.
   */
  requireTeamInScope<T extends { inScope: boolean }>(row: T | undefined, notFoundMessage: string): T {
    if (!row && (this.kind === 'team' || this.kind === 'mentor' || this.kind === 'judge')) throw new ForbiddenException(API_MSG.forbidden);
    return requireInScope(row, notFoundMessage);
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

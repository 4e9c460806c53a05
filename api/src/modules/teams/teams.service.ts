import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { API_MSG, MSG, type Role, type Team, type TeamData, type TeamDeleteResult, type TeamInput, type TeamSessionUser, type TeamUpdateInput } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { AccountLimitsService, LOOKUP_KEY, LoginAttemptsService, PasswordService, SessionFloorsService, SIGNED_IN_ID, TokenService, type LoginSubject, type SignInStatements, limitKey, RESET_MAILS_PER_RECIPIENT } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { fieldError } from '../../common/field-rules';
import { InjectDb, type Db } from '../../database';
import { inScopeFlag, ReaderScope, type AuditActor, assertUnlocked, loadSchoolInScope, parseTeamRef } from '../../kernel';
import { teams } from '../../database/schema';
import { BackgroundMailService } from '../../mail';
import { teamResetMail } from './team-mails';
import { consumeTeamResetToken, issueTeamResetToken, peekTeamResetToken, revokeTeamResetTokens } from './team-reset-tokens';
import { readTeamById, readTeams, selectTeamView, teamByTeamId, teamByUuid, teamsOfSchool, teamViewData, toTeam, toTeamSessionUser } from './team-view';
import { createTeamRecord, deleteTeamRecord, recordTeamPasswordChange, updateTeamRecord, type TeamChange } from './team-writer';

/** Who may open a team's full record (GET /teamdata/{id}); the scope then narrows it to the team, its school, its region. */
export const TEAM_DATA_READERS: Role[] = ['team', 'school_admin', 'admin', 'super_admin', 'region_admin'];

/** Who manages teams (create, edit, delete, verify a password): the school's admin and the admin. */
export const TEAM_MANAGERS: Role[] = ['school_admin', 'admin'];

export interface TeamLoginResult {
  team: TeamSessionUser;
  token: string;
}

interface TeamInScope {
  id: string;
  teamId: string;
  schoolCode: string;
  passwordHash: string;
}

type TeamSignIn = SignInStatements<typeof teams.$inferSelect, Parameters<typeof teamViewData>[0]>;

@Injectable()
export class TeamsService {
  /** The sign-in statements, built once: by Team ID (upper-cased) and by address (lower-cased). */
  private readonly byTeamId: TeamSignIn;
  private readonly byEmail: TeamSignIn;

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttemptsService,
    private readonly mail: BackgroundMailService,
    private readonly limits: AccountLimitsService,
    private readonly floors: SessionFloorsService,
  ) {
    // the team view comes back with the statement that gives the failure slot back; a sign-in
    // reads with the system scope: the caller is not known yet, the password was the check
    const view = (withGiveBack: Parameters<typeof selectTeamView>[0]) => selectTeamView(withGiveBack, ReaderScope.system(), eq(teams.id, SIGNED_IN_ID));
    this.byTeamId = attempts.prepareSignIn('team_sign_in', teams, eq(teams.teamId, LOOKUP_KEY), view);
    this.byEmail = attempts.prepareSignIn('team_email_sign_in', teams, sql`lower(${teams.teamEmail}) = ${LOOKUP_KEY}`, view);
  }

  /** POST /teams/login: Team ID (any case) and password. Unknown team and wrong password answer alike. */
  async login(teamId: string, password: string, client?: string): Promise<TeamLoginResult> {
    return this.signIn({ form: 'team', identifier: teamId, client }, password, this.byTeamId, teamId.trim().toUpperCase());
  }

  /** POST /teams/login-by-email: the team's email address (any case) and password. */
  async loginByEmail(email: string, password: string, client?: string): Promise<TeamLoginResult> {
    return this.signIn({ form: 'team-email', identifier: email, client }, password, this.byEmail, email.trim().toLowerCase());
  }

  /**
   * Failure slot first (per Team ID or address as typed and client address, LoginAttemptsService),
   * then the look-up and the verify: an unknown team costs the same argon2 work as a wrong password.
   * Two statements: the slot with the look-up, then the slot given back with the team view.
   */
  private async signIn(subject: LoginSubject, password: string, statements: TeamSignIn, lookupKey: string): Promise<TeamLoginResult> {
    const { ok, extra: row } = await this.attempts.attemptWith(subject, statements, { [LOOKUP_KEY.name]: lookupKey }, (team) =>
      this.passwords.verifyOrDummy(team?.passwordHash, password),
    );
    // no view: the team was deleted between the two statements
    if (!ok || !row) throw new UnauthorizedException(MSG.teamLoginFailedCredentials);
    const data = teamViewData(row);
    const token = this.tokens.sign({ sub: data._id, role: 'team', teamId: data.teamId, schoolCode: data.schoolCode });
    return { team: toTeamSessionUser(data), token };
  }

  /**
   * POST /teams/forgot-password: mails a one-hour link to the team's email when the team exists
   * and has one, within the reset mails per recipient. The answer never says which: the request
   * does the look-up only, the link and the mail come after the answer (same timing).
   */
  async forgotPassword(teamId: string): Promise<void> {
    const [row] = await this.db
      .select({ id: teams.id, teamId: teams.teamId, teamName: teams.teamName, teamEmail: teams.teamEmail })
      .from(teams)
      .where(eq(teams.teamId, teamId.trim().toUpperCase()))
      .limit(1);
    const to = row?.teamEmail;
    if (!row || !to) return;
    this.mail.defer('a team reset link', async () => {
      if (!(await this.limits.take(limitKey.resetMail(to), RESET_MAILS_PER_RECIPIENT))) return null;
      const token = await issueTeamResetToken(this.db, row.id);
      const link = `${this.config.publicUrl}/reset-team-password?token=${encodeURIComponent(token)}`;
      return teamResetMail(to, row.teamName, row.teamId, link);
    });
  }

  /** GET /teams/reset-password/validate: the link is live (not used, not expired). */
  async validateResetToken(token: string): Promise<{ valid: true; teamId: string }> {
    const teamUuid = await peekTeamResetToken(this.db, token);
    const row = teamUuid ? await this.teamIdOf(teamUuid) : null;
    if (!row) throw new BadRequestException(MSG.invalidResetLink);
    return { valid: true, teamId: row.teamId };
  }

  /** POST /teams/reset-password: uses the link once, sets the password, clears any login lock. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const hash = await this.passwords.hash(newPassword);
    const done = await this.db.transaction(async (tx) => {
      const teamUuid = await consumeTeamResetToken(tx, token);
      if (!teamUuid) return false;
      await tx.update(teams).set({ passwordHash: hash, updatedAt: sql`now()` }).where(eq(teams.id, teamUuid));
      await revokeTeamResetTokens(tx, teamUuid);
      return teamUuid;
    });
    if (!done) throw new BadRequestException(MSG.invalidResetLink);
    // the trigger raised the floor: every process honours it now, not when its cached floor runs out
    await this.floors.forget(done);
  }

  /** GET /teams/school/{code}: the school's teams, numbers 1 to 4 in order. */
  async listBySchool(scope: ReaderScope, code: string): Promise<Team[]> {
    const school = await loadSchoolInScope(this.db, scope, code);
    const list = await readTeams(this.db, scope, teamsOfSchool(school.code));
    return list.map(toTeam);
  }

  /** GET /teamdata/{id}: by row id or Team ID, inside the reader's scope. */
  async teamData(scope: ReaderScope, rawId: string): Promise<TeamData> {
    const team = await this.findInScope(scope, rawId);
    return this.readOne(scope, team.id);
  }

  /** GET /teamdata: the signed-in team's own record. */
  async ownTeamData(scope: ReaderScope, teamUuid: string): Promise<TeamData> {
    const team = await readTeamById(this.db, scope, teamUuid);
    if (!team) throw new UnauthorizedException(API_MSG.unauthorized);
    return team;
  }

  /** PUT /teams/{id}/password: the school admin of the team's school sets a new password (allowed while teams are locked). */
  async changePassword(actor: AuditActor, scope: ReaderScope, rawId: string, newPassword: string): Promise<void> {
    const team = await this.findInScope(scope, rawId);
    const hash = await this.passwords.hash(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(teams).set({ passwordHash: hash, updatedAt: sql`now()` }).where(eq(teams.id, team.id));
      // a reset link mailed before the change must not undo it
      await revokeTeamResetTokens(tx, team.id);
      await recordTeamPasswordChange(tx, actor, team.id, team.schoolCode);
    });
    await this.floors.forget(team.id);
  }

  /** POST /teams: a new team of a school in scope, with the next free number (409 past four). */
  async create(actor: AuditActor, scope: ReaderScope, input: TeamInput): Promise<Team> {
    const school = await loadSchoolInScope(this.db, scope, input.schoolCode);
    await assertUnlocked(this.db, scope, 'teams', 'add');
    const created = await createTeamRecord(this.db, {
      schoolCode: school.code,
      teamName: input.teamName,
      category: input.category,
      passwordHash: await this.passwords.hash(input.password),
      teamEmail: input.teamEmail ?? null,
      members: input.members,
      assignedMentor: input.assignedMentor ?? null,
    }, actor);
    return toTeam(await this.readOne(scope, created.id));
  }

  /**
   * PUT /teams/{id} (and the admin's PUT /admin/teams/{id}): edits a team in scope (its school
   * never changes). With `expectedUpdatedAt`, a stale edit is a 409 and writes nothing.
   */
  async update(actor: AuditActor, scope: ReaderScope, rawId: string, input: TeamUpdateInput, expectedUpdatedAt?: string): Promise<Team> {
    const team = await this.findInScope(scope, rawId);
    if (input.schoolCode !== undefined && input.schoolCode !== team.schoolCode) throw fieldError('schoolCode', API_MSG.teamSchoolFixed);
    await assertUnlocked(this.db, scope, 'teams', 'edit');
    const change: TeamChange = {
      teamName: input.teamName,
      category: input.category,
      members: input.members,
      teamEmail: input.teamEmail,
      assignedMentor: input.assignedMentor,
      expectedUpdatedAt,
    };
    if (input.password !== undefined && input.password !== null && input.password !== '') change.passwordHash = await this.passwords.hash(input.password);
    const updated = await updateTeamRecord(this.db, team.id, change, actor);
    // a new password voids reset links mailed before it, and the team's sessions (at once)
    if (change.passwordHash) {
      await revokeTeamResetTokens(this.db, team.id);
      await this.floors.forget(team.id);
    }
    return toTeam(await this.readOne(scope, updated.id));
  }

  /** DELETE /teams/{id} and /teams/teamId/{teamId}: removes a team in scope with its members. */
  async remove(actor: AuditActor, scope: ReaderScope, rawId: string): Promise<TeamDeleteResult> {
    const team = await this.findInScope(scope, rawId);
    await assertUnlocked(this.db, scope, 'teams', 'delete');
    await deleteTeamRecord(this.db, team.id, actor);
    await this.floors.forget(team.id);
    return { _id: team.id, teamId: team.teamId };
  }

  /** POST /teams/verify-password: whether the password is the team's (no lock counters touched). */
  async verifyPassword(scope: ReaderScope, rawId: string, password: string): Promise<boolean> {
    const team = await this.findInScope(scope, rawId);
    return this.passwords.verify(team.passwordHash, password);
  }

  /**
   * A team named in a path or body, for the reader: 400 for a malformed reference, 404 for an
   * unknown team, 403 for a team outside the scope. A team asking for any team but itself gets
   * 403 whether or not it exists.
   */
  private async findInScope(scope: ReaderScope, rawId: string): Promise<TeamInScope> {
    const ref = parseTeamRef(rawId);
    const [row] = await this.db
      .select({
        id: teams.id,
        teamId: teams.teamId,
        schoolCode: teams.schoolCode,
        passwordHash: teams.passwordHash,
        inScope: inScopeFlag(scope.teams({ id: teams.id, schoolCode: teams.schoolCode })),
      })
      .from(teams)
      .where(ref.kind === 'uuid' ? teamByUuid(ref.value) : teamByTeamId(ref.value))
      .limit(1);
    const { inScope: _inScope, ...team } = scope.requireTeamInScope(row, API_MSG.teamNotFound);
    return team;
  }

  private async readOne(scope: ReaderScope, teamUuid: string): Promise<TeamData> {
    const team = await readTeamById(this.db, scope, teamUuid);
    if (!team) throw new NotFoundException(API_MSG.teamNotFound);
    return team;
  }

  private async teamIdOf(teamUuid: string): Promise<{ teamId: string } | null> {
    const [row] = await this.db.select({ teamId: teams.teamId }).from(teams).where(eq(teams.id, teamUuid)).limit(1);
    return row ?? null;
  }
}

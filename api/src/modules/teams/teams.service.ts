import { BadRequestException, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { API_MSG, MSG, type Role, type Team, type TeamData, type TeamSessionUser } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { assertOwnRegion, LoginAttemptsService, PasswordService, TokenService, type AuthUser } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, type Db } from '../../database';
import { teams } from '../../database/schema';
import { BackgroundMailService } from '../auth/background-mail.service';
import { loadReadableSchool, parseTeamRef } from './school-access';
import { teamResetMail } from './team-mails';
import { consumeTeamResetToken, issueTeamResetToken, peekTeamResetToken, revokeTeamResetTokens } from './team-reset-tokens';
import { readTeams, teamByTeamId, teamByUuid, teamsOfSchool, toTeam, toTeamSessionUser } from './team-view';

/** Who may open a team's full record (GET /teamdata/{id}); then narrowed to the team, its school, its region. */
export const TEAM_DATA_READERS: Role[] = ['team', 'school_admin', 'admin', 'super_admin', 'region_admin'];

export interface TeamLoginResult {
  team: TeamSessionUser;
  token: string;
}

@Injectable()
export class TeamsService {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttemptsService,
    private readonly mail: BackgroundMailService,
  ) {}

  /** POST /teams/login: Team ID (any case) and password. Unknown team and wrong password answer alike. */
  async login(teamId: string, password: string): Promise<TeamLoginResult> {
    const [row] = await this.db
      .select({ id: teams.id, passwordHash: teams.passwordHash })
      .from(teams)
      .where(eq(teams.teamId, teamId.trim().toUpperCase()))
      .limit(1);
    return this.finishLogin(row ?? null, password);
  }

  /** POST /teams/login-by-email: the team's email address (any case) and password. */
  async loginByEmail(email: string, password: string): Promise<TeamLoginResult> {
    const [row] = await this.db
      .select({ id: teams.id, passwordHash: teams.passwordHash })
      .from(teams)
      .where(sql`lower(${teams.teamEmail}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return this.finishLogin(row ?? null, password);
  }

  private async finishLogin(row: { id: string; passwordHash: string } | null, password: string): Promise<TeamLoginResult> {
    const fail = () => new UnauthorizedException(MSG.teamLoginFailedCredentials);
    if (!row) {
      // same argon2 work as a real check: an unknown Team ID takes as long as a wrong password
      await this.passwords.verifyOrDummy(null, password);
      throw fail();
    }
    const good = await this.attempts.attempt({ kind: 'team', id: row.id }, () => this.passwords.verify(row.passwordHash, password));
    if (!good) throw fail();
    const [data] = await readTeams(this.db, 'system', teamByUuid(row.id));
    if (!data) throw fail();
    const token = this.tokens.sign({ sub: data._id, role: 'team', teamId: data.teamId, schoolCode: data.schoolCode });
    return { team: toTeamSessionUser(data), token };
  }

  /**
   * POST /teams/forgot-password: mails a one-hour link to the team's email when the team exists
   * and has one. The answer never says which (mail goes out in the background, same timing).
   */
  async forgotPassword(teamId: string): Promise<void> {
    const [row] = await this.db
      .select({ id: teams.id, teamId: teams.teamId, teamName: teams.teamName, teamEmail: teams.teamEmail })
      .from(teams)
      .where(eq(teams.teamId, teamId.trim().toUpperCase()))
      .limit(1);
    if (!row?.teamEmail) return;
    const token = await issueTeamResetToken(this.db, row.id);
    const link = `${this.config.publicUrl}/reset-team-password?token=${encodeURIComponent(token)}`;
    this.mail.dispatch(teamResetMail(row.teamEmail, row.teamName, row.teamId, link));
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
      await tx.update(teams).set({ passwordHash: hash, failedLoginCount: 0, lockedUntil: null, updatedAt: sql`now()` }).where(eq(teams.id, teamUuid));
      await revokeTeamResetTokens(tx, teamUuid);
      return true;
    });
    if (!done) throw new BadRequestException(MSG.invalidResetLink);
  }

  /** GET /teams/school/{code}: the school's teams, numbers 1 to 4 in order. */
  async listBySchool(user: AuthUser, code: string): Promise<Team[]> {
    const school = await loadReadableSchool(this.db, user, code);
    const list = await readTeams(this.db, user, teamsOfSchool(school.code));
    return list.map(toTeam);
  }

  /** GET /teamdata/{id}: by row id or Team ID; the team itself, its school admin, admin roles (region admins in their region). */
  async teamData(user: AuthUser, rawId: string): Promise<TeamData> {
    if (!TEAM_DATA_READERS.includes(user.role)) throw new ForbiddenException(API_MSG.forbidden);
    const ref = parseTeamRef(rawId);
    const [team] = await readTeams(this.db, 'system', ref.kind === 'uuid' ? teamByUuid(ref.value) : teamByTeamId(ref.value));
    if (!team) {
      // a team asking for anything but itself is refused before existence is revealed
      if (user.role === 'team') throw new ForbiddenException(API_MSG.forbidden);
      throw new NotFoundException(API_MSG.teamNotFound);
    }
    this.assertMayReadTeam(user, team);
    return team;
  }

  /** GET /teamdata: the signed-in team's own record. */
  async ownTeamData(user: AuthUser): Promise<TeamData> {
    const [team] = await readTeams(this.db, user, teamByUuid(user.sub));
    if (!team) throw new UnauthorizedException(API_MSG.unauthorized);
    return team;
  }

  /** PUT /teams/{id}/password: the school admin of the team's school sets a new password. */
  async changePassword(user: AuthUser, rawId: string, newPassword: string): Promise<void> {
    const ref = parseTeamRef(rawId);
    const [row] = await this.db
      .select({ id: teams.id, schoolCode: teams.schoolCode })
      .from(teams)
      .where(ref.kind === 'uuid' ? teamByUuid(ref.value) : teamByTeamId(ref.value))
      .limit(1);
    if (!row) throw new NotFoundException(API_MSG.teamNotFound);
    if (user.role !== 'school_admin' || user.schoolCode !== row.schoolCode) throw new ForbiddenException(API_MSG.forbidden);
    const hash = await this.passwords.hash(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(teams).set({ passwordHash: hash, failedLoginCount: 0, lockedUntil: null, updatedAt: sql`now()` }).where(eq(teams.id, row.id));
      // a reset link mailed before the change must not undo it
      await revokeTeamResetTokens(tx, row.id);
    });
  }

  private assertMayReadTeam(user: AuthUser, team: TeamData): void {
    switch (user.role) {
      case 'admin':
      case 'super_admin':
        return;
      case 'region_admin':
        return assertOwnRegion(user, team.region);
      case 'school_admin':
        if (user.schoolCode === team.schoolCode) return;
        break;
      case 'team':
        if (user.sub === team._id) return;
        break;
      default:
        break;
    }
    throw new ForbiddenException(API_MSG.forbidden);
  }

  private async teamIdOf(teamUuid: string): Promise<{ teamId: string } | null> {
    const [row] = await this.db.select({ teamId: teams.teamId }).from(teams).where(eq(teams.id, teamUuid)).limit(1);
    return row ?? null;
  }
}

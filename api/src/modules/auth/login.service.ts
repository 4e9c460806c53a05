import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { API_MSG, MSG, type AdminInfo, type LoginData, type Role, type SessionUser } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { LOOKUP_KEY, LoginAttemptsService, PasswordService, TokenService, type AuthUser, type LoginSubject, type SignInStatements } from '../../auth';
import { InjectDb, type Db } from '../../database';
import { accounts, teams } from '../../database/schema';
import { AccountsRepository, addressMatches, ofRoles, usernameMatches } from './accounts.repository';
import { normalizeEmail } from './secrets';
import { claimsOf, toAdminInfo, toSessionUser, type AccountRow } from './session-user';

/** Roles that sign in at `/auth/login` with an email address. */
export const EMAIL_LOGIN_ROLES: readonly Role[] = ['school_admin', 'admin', 'mentor'];
/** Roles that sign in at `/region-admin/login` with a username. */
export const ADMIN_LOGIN_ROLES = ['region_admin', 'super_admin'] as const;
type BackOfficeAccount = AccountRow & { role: (typeof ADMIN_LOGIN_ROLES)[number] };
type AccountSignIn = SignInStatements<AccountRow, unknown>;

/** A second look-up key: the address, when a back-office name holds an '@'. */
const LOOKUP_EMAIL = sql.placeholder('lookupEmail');
/** The look-ups of `emailIs` and `usernameOrEmailIs` (accounts.repository), their keys as placeholders (prepared once). */
const BY_EMAIL = addressMatches(LOOKUP_KEY);
const BY_USERNAME = usernameMatches(LOOKUP_KEY);
const BY_USERNAME_OR_EMAIL = sql`(${BY_USERNAME} OR ${addressMatches(LOOKUP_EMAIL)})`;

/**
 * Password sign-in. Unknown accounts cost one dummy argon2 verify (equal timing); failures count per
 * identifier as typed and client address, known or not, and lock that pair (429) through
 * LoginAttemptsService; messages never say which part was wrong.
 */
@Injectable()
export class LoginService {
  private readonly byEmail: AccountSignIn;
  private readonly byUsername: AccountSignIn;
  private readonly byUsernameOrEmail: AccountSignIn;

  constructor(
    @InjectDb() private readonly db: Db,
    private readonly accountsRepo: AccountsRepository,
    private readonly passwords: PasswordService,
    private readonly attempts: LoginAttemptsService,
    private readonly tokens: TokenService,
  ) {
    this.byEmail = attempts.prepareSignIn('account_sign_in', accounts, ofRoles(BY_EMAIL, EMAIL_LOGIN_ROLES));
    this.byUsername = attempts.prepareSignIn('admin_sign_in', accounts, ofRoles(BY_USERNAME, ADMIN_LOGIN_ROLES));
    this.byUsernameOrEmail = attempts.prepareSignIn('admin_or_email_sign_in', accounts, ofRoles(BY_USERNAME_OR_EMAIL, ADMIN_LOGIN_ROLES));
  }

  async login(email: string, password: string, client?: string): Promise<LoginData> {
    const signedIn = await this.signIn({ form: 'account', identifier: email, client }, password, this.byEmail, { [LOOKUP_KEY.name]: normalizeEmail(email) });
    if (!signedIn) throw new UnauthorizedException(MSG.invalidCredentials);
    if (signedIn.role === 'school_admin' && !signedIn.emailVerifiedAt) {
      // only someone who knows the password learns that the address is unverified
      throw new ForbiddenException({ message: MSG.verifyBeforeLogin, error: 'EMAIL_NOT_VERIFIED', requiresVerification: true });
    }
    return { token: this.tokens.sign(claimsOf(signedIn)), user: toSessionUser(signedIn) };
  }

  /** Region and super admins: by username (or their email address). */
  async backOfficeLogin(username: string, password: string, client?: string): Promise<{ token: string; admin: AdminInfo }> {
    // usernames never hold an '@': a name with one is an address too
    const lookup = { [LOOKUP_KEY.name]: username.trim().toLowerCase(), [LOOKUP_EMAIL.name]: normalizeEmail(username) };
    const statements = username.includes('@') ? this.byUsernameOrEmail : this.byUsername;
    const account = await this.signIn({ form: 'admin', identifier: username, client }, password, statements, lookup);
    if (!account) throw new UnauthorizedException(API_MSG.invalidUsernameOrPassword);
    const admin = account as BackOfficeAccount;
    return { token: this.tokens.sign(claimsOf(admin)), admin: toAdminInfo(admin) };
  }

  /** `GET /auth/verify`: the session's user, read fresh (a deleted account is a 401). */
  async sessionUser(user: AuthUser): Promise<SessionUser & { teamId?: string }> {
    if (user.role === 'team') {
      const [team] = await this.db.select().from(teams).where(eq(teams.id, user.sub)).limit(1);
      if (!team) throw new UnauthorizedException(API_MSG.unauthorized);
      return {
        _id: team.id,
        id: team.id,
        role: 'team',
        fullName: team.teamName,
        email: team.teamEmail ?? '',
        schoolCode: team.schoolCode,
        region: null,
        username: null,
        teamId: team.teamId,
      };
    }
    const account = await this.accountsRepo.byId(user.sub);
    if (!account || account.role !== user.role) throw new UnauthorizedException(API_MSG.unauthorized);
    return toSessionUser(account);
  }

  /** `GET /region-admin/profile`. */
  async adminProfile(user: AuthUser): Promise<AdminInfo> {
    const account = await this.accountsRepo.byId(user.sub);
    if (!account || account.role !== user.role || !(ADMIN_LOGIN_ROLES as readonly string[]).includes(account.role)) {
      throw new UnauthorizedException(API_MSG.unauthorized);
    }
    return toAdminInfo(account as BackOfficeAccount);
  }

  /**
   * Failure slot first, then the look-up and the verify (a dummy one for an unknown account: same
   * argon2 work); the signed-in account, or null. A good login re-hashes a weaker hash.
   */
  private async signIn(subject: LoginSubject, password: string, statements: AccountSignIn, lookup: Record<string, string>): Promise<AccountRow | null> {
    const { ok: right, row: found } = await this.attempts.attemptWith(subject, statements, lookup, (account) =>
      this.passwords.verifyOrDummy(account?.passwordHash, password),
    );
    if (!right || !found) return null;
    if (this.passwords.needsRehash(found.passwordHash)) {
      await this.db.update(accounts).set({ passwordHash: await this.passwords.hash(password) }).where(eq(accounts.id, found.id));
    }
    return found;
  }
}

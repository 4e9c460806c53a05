import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { API_MSG, MSG, type AdminInfo, type Locale, type LoginData, type Role, type SessionUser } from '@hackathon/contracts';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { AccountLockedException, LOOKUP_KEY, LoginAttemptsService, PasswordService, TokenService, type AuthUser, type LoginSubject, type SignInStatements, normalizeEmail } from '../../auth';
import { InjectDb, type Db } from '../../database';
import { accounts, teams } from '../../database/schema';
import { AccountsRepository, addressMatches, ofRoles, usernameMatches } from './accounts.repository';
import { claimsOf, toAdminInfo, toSessionUser, type AccountRow } from './session-user';
import { SignInCodesService } from './sign-in-codes.service';

/** Roles that sign in at `/auth/login` with an email address. */
export const EMAIL_LOGIN_ROLES: readonly Role[] = ['school_admin', 'admin', 'mentor', 'judge'];
/** Roles that sign in at `/region-admin/login` with a username. */
export const ADMIN_LOGIN_ROLES = ['region_admin', 'super_admin'] as const;
type BackOfficeAccount = AccountRow & { role: (typeof ADMIN_LOGIN_ROLES)[number] };
/** A sign-in form's statements: the slot with the look-up, its give-back, and the bare look-up (second step). */
interface AccountSignIn extends SignInStatements<AccountRow, unknown> {
  readonly find: { execute(values?: Record<string, unknown>): Promise<AccountRow[]> };
}

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
 *
 * Second step (issue 22): when the identifier is past its global cap (under attack) and the address
 * has not signed in to it, the sign-in is not refused but asks for a code (SignInCodesService): the
 * password is checked (a slot of the pair, as any try) and the answer is the same 403
 * SIGN_IN_CODE_REQUIRED whether it was right, wrong or the account unknown, so the check tells an
 * attacker nothing; only a right password has a code mailed to the owner, with where it came from.
 * The password sent again with that code signs in and makes the address known. A wrong password
 * refused there tells the owner that the account is under attack (SignInCodesService.warnOwner).
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
    private readonly codes: SignInCodesService,
  ) {
    const form = (name: string, where: SQL): AccountSignIn => ({
      ...attempts.prepareSignIn(name, accounts, where),
      find: db.select().from(accounts).where(where).limit(1).prepare(`${name}_find`),
    });
    // a disabled account (a deactivated mentor or judge, issues 26 and 27) is not found: the same answer as a wrong password
    this.byEmail = form('account_sign_in', and(ofRoles(BY_EMAIL, EMAIL_LOGIN_ROLES), isNull(accounts.disabledAt)) as SQL);
    this.byUsername = form('admin_sign_in', ofRoles(BY_USERNAME, ADMIN_LOGIN_ROLES));
    this.byUsernameOrEmail = form('admin_or_email_sign_in', ofRoles(BY_USERNAME_OR_EMAIL, ADMIN_LOGIN_ROLES));
  }

  /** `code`: the sign-in code of the second step, when the first answer asked for it. */
  async login(email: string, password: string, client?: string, code?: string): Promise<LoginData> {
    const subject: LoginSubject = { form: 'account', identifier: email, client };
    const signedIn = await this.signIn(subject, password, this.byEmail, { [LOOKUP_KEY.name]: normalizeEmail(email) }, code);
    if (!signedIn) throw new UnauthorizedException(MSG.invalidCredentials);
    if (signedIn.role === 'school_admin' && !signedIn.emailVerifiedAt) {
      // only someone who knows the password learns that the address is unverified
      throw new ForbiddenException({ message: MSG.verifyBeforeLogin, error: 'EMAIL_NOT_VERIFIED', requiresVerification: true });
    }
    // the mentor cards and the judges list show the last sign-in (issues 26, 27)
    if (signedIn.role === 'mentor' || signedIn.role === 'judge') await this.db.update(accounts).set({ lastSignInAt: sql`now()` }).where(eq(accounts.id, signedIn.id));
    return { token: this.tokens.sign(claimsOf(signedIn)), user: toSessionUser(signedIn) };
  }

  /** Region and super admins: by username (or their email address). */
  async backOfficeLogin(username: string, password: string, client?: string, code?: string): Promise<{ token: string; admin: AdminInfo }> {
    // usernames never hold an '@': a name with one is an address too
    const lookup = { [LOOKUP_KEY.name]: username.trim().toLowerCase(), [LOOKUP_EMAIL.name]: normalizeEmail(username) };
    const statements = username.includes('@') ? this.byUsernameOrEmail : this.byUsername;
    const account = await this.signIn({ form: 'admin', identifier: username, client }, password, statements, lookup, code);
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
        language: team.language ?? null,
        teamId: team.teamId,
      };
    }
    const account = await this.accountsRepo.byId(user.sub);
    if (!account || account.role !== user.role) throw new UnauthorizedException(API_MSG.unauthorized);
    return toSessionUser(account);
  }

  /** Keeps the signed-in person's language (a team's on the team, anyone else's on the account). */
  async setLanguage(user: AuthUser, language: Locale): Promise<void> {
    const table = user.role === 'team' ? teams : accounts;
    const [row] = await this.db.update(table).set({ language }).where(eq(table.id, user.sub)).returning({ id: table.id });
    if (!row) throw new UnauthorizedException(API_MSG.unauthorized);
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
   * argon2 work); the signed-in account, or null. Refused only by the global cap: the second step.
   * A good login re-hashes a weaker hash.
   */
  private async signIn(
    subject: LoginSubject,
    password: string,
    statements: AccountSignIn,
    lookup: Record<string, string>,
    code: string | undefined,
  ): Promise<AccountRow | null> {
    let outcome: { ok: boolean; row: AccountRow | null };
    try {
      outcome = await this.attempts.attemptWith(subject, statements, lookup, (account) => this.passwords.verifyOrDummy(account?.passwordHash, password));
    } catch (error) {
      if (error instanceof AccountLockedException && error.byCap) return this.signInWithCode(subject, password, statements, lookup, code);
      throw error;
    }
    const { ok: right, row: found } = outcome;
    if (!right || !found) return null;
    await this.rehashIfWeak(found, password);
    return found;
  }

  /**
   * The second step (see the class): a slot of the pair alone (429 when the pair is locked), the
   * look-up and the verify as usual; without a code, a code is offered (mailed only for a right
   * password) and the answer is 403 SIGN_IN_CODE_REQUIRED; with one, password and code must both be
   * right (401 INVALID_SIGN_IN_CODE otherwise, the same whichever was wrong).
   */
  private async signInWithCode(
    subject: LoginSubject,
    password: string,
    statements: AccountSignIn,
    lookup: Record<string, string>,
    code: string | undefined,
  ): Promise<AccountRow> {
    await this.attempts.reservePair(subject);
    const [account = null] = await statements.find.execute(lookup);
    const owner = (await this.passwords.verifyOrDummy(account?.passwordHash, password)) ? account : null;
    if (code === undefined) {
      this.codes.offer(owner, subject.identifier, subject.client);
      // a wrong password for a real account: its owner hears of the attack (once an hour at most)
      if (account && !owner) this.codes.warnOwner(account, subject.identifier);
      throw new ForbiddenException({ message: API_MSG.signInCodeSent, error: 'SIGN_IN_CODE_REQUIRED', codeRequired: true });
    }
    if (!(await this.codes.check(owner, code)) || !owner) {
      throw new UnauthorizedException({ message: API_MSG.invalidSignInCode, error: 'INVALID_SIGN_IN_CODE', codeRequired: true });
    }
    await this.attempts.recordSuccess(subject);
    await this.rehashIfWeak(owner, password);
    return owner;
  }

  private async rehashIfWeak(account: AccountRow, password: string): Promise<void> {
    if (this.passwords.needsRehash(account.passwordHash)) {
      await this.db.update(accounts).set({ passwordHash: await this.passwords.hash(password) }).where(eq(accounts.id, account.id));
    }
  }
}

import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { API_MSG, type CompleteUserResult, type Locale, type RegisterRequest, type RegisterResult } from '@hackathon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { PasswordService } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, uniqueViolation, type Db, type DbOrTx } from '../../database';
import { accounts } from '../../database/schema';
import { currentRequestLocale, inLocale, requireSchoolRow, type SchoolRow } from '../../kernel';
import { RegistrationService, toRegistrationView } from '../registration';
import { alreadyRegisteredMail, verificationMail } from './auth-mails';
import { BackgroundMailService } from '../../mail';
import type { RegisterDto } from './dto/register.dto';
import type { CompleteUserDto } from './dto/registration-steps.dto';
import { OneTimeTokensService, TOKEN_TTL_MS } from './one-time-tokens.service';
import { REGISTRATION_PROOF, REGISTRATION_SECRETS } from './registration-codes.service';
import { AccountsRepository } from './accounts.repository';

/** Unique indexes whose violation means "this school already has an account or registration". */
const SCHOOL_TAKEN = new Set(['accounts_one_admin_per_school', 'registrations_school_code_key']);
const EMAIL_TAKEN = new Set(['accounts_email_unique']);

/** Thrown to roll back the dry run of a sign-up for an address that already has an account. */
class DryRun extends Error {
  constructor(readonly registration: RegisterResult['registration']) {
    super('dry run');
  }
}

/**
 * `POST /auth/register`: the school admin account (unverified) and the school's registration in
 * one transaction, then the verification mail. The database's unique indexes decide races: of
 * two simultaneous sign-ups for one school, one commits and the other gets 409.
 * An address that already has an account is not revealed: the answer looks like a new sign-up
 * (same work, same shape, from a rolled-back dry run) and the account's owner gets a mail instead.
 */
@Injectable()
export class SignUpService {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly passwords: PasswordService,
    private readonly registrations: RegistrationService,
    private readonly accountsRepo: AccountsRepository,
    private readonly tokens: OneTimeTokensService,
    private readonly mail: BackgroundMailService,
  ) {}

  async register(dto: RegisterDto): Promise<RegisterResult> {
    const school = await requireSchoolRow(this.db, dto.schoolCode);
    // friendly early answers; the unique indexes below are what actually guarantees them
    await this.assertSchoolFree(school.code);
    const existing = await this.accountsRepo.byEmail(dto.email);

    // hashing is slow: do it before the transaction holds any lock (and for a taken address too)
    const passwordHash = await this.passwords.hash(dto.password);
    if (existing) return this.answerForTakenEmail(dto, school, passwordHash, existing);
    let outcome: { registration: RegisterResult['registration']; token: string };
    try {
      outcome = await this.db.transaction(async (tx) => {
        const { accountId, row } = await this.writeSignUp(tx, dto, school, passwordHash, { email: dto.email });
        const token = await this.tokens.issue('email_verification', accountId, TOKEN_TTL_MS.emailVerification, tx);
        return { registration: toRegistrationView(row), token };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint !== null && EMAIL_TAKEN.has(constraint)) {
        // lost a race with another sign-up for the same address: answer as for any taken address
        const winner = await this.accountsRepo.byEmail(dto.email);
        if (winner) return this.answerForTakenEmail(dto, school, passwordHash, winner);
        throw new ConflictException(API_MSG.emailInUse);
      }
      if (constraint !== null && SCHOOL_TAKEN.has(constraint)) throw new ConflictException(API_MSG.registrationExists);
      throw error;
    }

    this.mail.dispatch(verificationMail(dto.email, dto.fullName, this.verifyLink(outcome.token)));
    return { registration: outcome.registration, email: dto.email, requiresVerification: true };
  }

  /**
   * `POST /registration/complete-user`: the same sign-up for an address proven by a code
   * (`/auth/verify-otp`), which the transaction uses up. The account is verified at once and its
   * registration marked so, as after the single call's link; no link is mailed. Checked in the
   * single call's order (school, then the proof); with the proof in hand, a taken address is told
   * (409): its owner is the caller.
   */
  async registerProven(dto: CompleteUserDto): Promise<CompleteUserResult> {
    const school = await requireSchoolRow(this.db, dto.schoolCode);
    await this.assertSchoolFree(school.code);
    const proof = { email: dto.email };
    if (!(await this.tokens.isLive(REGISTRATION_PROOF, dto.verificationToken, proof))) throw new BadRequestException(API_MSG.invalidOrExpiredToken);
    if (await this.accountsRepo.byEmail(dto.email)) throw new ConflictException(API_MSG.emailInUse);

    const passwordHash = await this.passwords.hash(dto.password);
    try {
      const row = await this.db.transaction(async (tx) => {
        if (!(await this.tokens.consumeOwned(REGISTRATION_PROOF, dto.verificationToken, proof, tx))) throw new BadRequestException(API_MSG.invalidOrExpiredToken);
        const written = await this.writeSignUp(tx, dto, school, passwordHash, { email: dto.email }, true);
        // the address's other codes and proofs are done with
        await this.tokens.revoke(proof, REGISTRATION_SECRETS, tx);
        return written.row;
      });
      return { registration: toRegistrationView(row), email: dto.email, requiresVerification: false };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint !== null && EMAIL_TAKEN.has(constraint)) throw new ConflictException(API_MSG.emailInUse);
      if (constraint !== null && SCHOOL_TAKEN.has(constraint)) throw new ConflictException(API_MSG.registrationExists);
      throw error;
    }
  }

  /**
   * The rows a sign-up writes, the same for the real run and the dry run (which signs in by a
   * throwaway username); `addressProven`: the account and registration are verified as written.
   */
  private async writeSignUp(
    tx: DbOrTx,
    dto: RegisterDto | CompleteUserDto,
    school: SchoolRow,
    passwordHash: string,
    login: { email: string } | { email: null; username: string },
    addressProven = false,
  ) {
    const [account] = await tx
      .insert(accounts)
      .values({
        role: 'school_admin',
        ...login,
        passwordHash,
        fullName: dto.fullName,
        schoolCode: school.code,
        ...(addressProven && { emailVerifiedAt: sql`now()` }),
      })
      .returning({ id: accounts.id });
    const row = await this.registrations.upsertForSignUp(tx, school, signUpFields(dto), account.id, addressProven);
    return { accountId: account.id, row };
  }

  /**
   * The answer a new sign-up would get, from a dry run of it rolled back (the account row has a
   * throwaway username instead of the address, so the unique index does not stop it), and a mail to the address's real owner.
   */
  private async answerForTakenEmail(
    dto: RegisterDto,
    school: SchoolRow,
    passwordHash: string,
    owner: { fullName: string | null; language: Locale | null },
  ): Promise<RegisterResult> {
    let registration: RegisterResult['registration'];
    try {
      await this.db.transaction(async (tx) => {
        const { row } = await this.writeSignUp(tx, dto, school, passwordHash, { email: null, username: `dry-run-${randomUUID()}` });
        throw new DryRun(toRegistrationView(row));
      });
      throw new Error('the dry run of a sign-up committed');
    } catch (error) {
      if (!(error instanceof DryRun)) {
        const constraint = uniqueViolation(error);
        if (constraint !== null && SCHOOL_TAKEN.has(constraint)) throw new ConflictException(API_MSG.registrationExists);
        throw error;
      }
      registration = error.registration;
    }
    const base = this.config.publicUrl;
    // written for the address's owner: in the owner's language when they chose one, else the request's
    this.mail.dispatch(inLocale(owner.language ?? currentRequestLocale(), () => alreadyRegisteredMail(dto.email, owner.fullName, `${base}/login`, `${base}/forgot-password`)));
    return { registration, email: dto.email, requiresVerification: true };
  }

  verifyLink(token: string): string {
    return `${this.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  }

  /** 409 `registrationExists` when the school has an administrator account (every sign-up, in one call or in steps). */
  async assertSchoolFree(schoolCode: string): Promise<void> {
    const [admin] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.schoolCode, schoolCode), eq(accounts.role, 'school_admin')))
      .limit(1);
    if (admin) throw new ConflictException(API_MSG.registrationExists);
  }
}

/** The registration fields a sign-up carries (a real sign-up, its dry run and its steps write the same). */
export function signUpFields(dto: Omit<RegisterRequest, 'schoolCode' | 'password' | 'confirmPassword'>) {
  return {
    fullName: dto.fullName,
    email: dto.email,
    contactNumber: dto.contactNumber,
    termsAccepted: dto.termsAccepted,
    schoolDetails: dto.schoolDetails,
    registrationMetadata: dto.registrationMetadata,
  };
}

import { ConflictException, Injectable } from '@nestjs/common';
import { API_MSG, type RegisterResult } from '@hackathon/contracts';
import { and, eq } from 'drizzle-orm';
import { PasswordService } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, uniqueViolation, type Db } from '../../database';
import { accounts } from '../../database/schema';
import { RegistrationService, toRegistrationView } from '../registration';
import { SchoolsService } from '../schools';
import { verificationMail } from './auth-mails';
import { BackgroundMailService } from './background-mail.service';
import type { RegisterDto } from './dto/register.dto';
import { OneTimeTokensService, TOKEN_TTL_MS } from './one-time-tokens.service';
import { AccountsRepository } from './accounts.repository';

/** Unique indexes whose violation means "this school already has an account or registration". */
const SCHOOL_TAKEN = new Set(['accounts_one_admin_per_school', 'registrations_school_code_key']);
const EMAIL_TAKEN = new Set(['accounts_email_unique']);

/**
 * `POST /auth/register`: the school admin account (unverified) and the school's registration in
 * one transaction, then the verification mail. The database's unique indexes decide races: of
 * two simultaneous sign-ups for one school, one commits and the other gets 409.
 */
@Injectable()
export class SignUpService {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly passwords: PasswordService,
    private readonly schools: SchoolsService,
    private readonly registrations: RegistrationService,
    private readonly accountsRepo: AccountsRepository,
    private readonly tokens: OneTimeTokensService,
    private readonly mail: BackgroundMailService,
  ) {}

  async register(dto: RegisterDto): Promise<RegisterResult> {
    const school = await this.schools.requireByCode(dto.schoolCode);
    // friendly early answers; the unique indexes below are what actually guarantees them
    await this.assertSchoolFree(school.code);
    if (await this.accountsRepo.byEmail(dto.email)) throw new ConflictException(API_MSG.emailInUse);

    // hashing is slow: do it before the transaction holds any lock
    const passwordHash = await this.passwords.hash(dto.password);
    let outcome: { registration: RegisterResult['registration']; token: string };
    try {
      outcome = await this.db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({ role: 'school_admin', email: dto.email, passwordHash, fullName: dto.fullName, schoolCode: school.code })
          .returning({ id: accounts.id });
        const row = await this.registrations.upsertForSignUp(
          tx,
          school,
          {
            fullName: dto.fullName,
            email: dto.email,
            contactNumber: dto.contactNumber,
            termsAccepted: dto.termsAccepted,
            schoolDetails: dto.schoolDetails,
            registrationMetadata: dto.registrationMetadata,
          },
          account.id,
        );
        const token = await this.tokens.issue('email_verification', account.id, TOKEN_TTL_MS.emailVerification, tx);
        return { registration: toRegistrationView(row), token };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint !== null && EMAIL_TAKEN.has(constraint)) throw new ConflictException(API_MSG.emailInUse);
      if (constraint !== null && SCHOOL_TAKEN.has(constraint)) throw new ConflictException(API_MSG.registrationExists);
      throw error;
    }

    this.mail.dispatch(verificationMail(dto.email, dto.fullName, this.verifyLink(outcome.token)));
    return { registration: outcome.registration, email: dto.email, requiresVerification: true };
  }

  verifyLink(token: string): string {
    return `${this.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  }

  private async assertSchoolFree(schoolCode: string): Promise<void> {
    const [admin] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.schoolCode, schoolCode), eq(accounts.role, 'school_admin')))
      .limit(1);
    if (admin) throw new ConflictException(API_MSG.registrationExists);
  }
}

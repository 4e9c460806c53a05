import { BadRequestException, Injectable } from '@nestjs/common';
import { API_MSG, type CompleteUserResult, type Registration, type RegistrationStart } from '@hackathon/contracts';
import { RegistrationService } from '../registration';
import { InjectDb, type Db } from '../../database';
import { requireSchoolRow } from '../../kernel';
import type { CompleteRegistrationDto, CompleteUserDto, InitiateRegistrationDto } from './dto/registration-steps.dto';
import { OneTimeTokensService } from './one-time-tokens.service';
import { REGISTRATION_PROOF, RegistrationCodesService } from './registration-codes.service';
import { signUpFields, SignUpService } from './sign-up.service';

/**
 * A registration in steps (docs/api/public-flows.md): the single call `POST /auth/register` cut
 * into its steps, each the sign-up's own code. `initiate` is its school check plus the code to the
 * address; `complete` saves its registration part for a proven address (no account yet);
 * `completeUser` is the whole sign-up for a proven address. Nothing is written before `complete`
 * or `completeUser` but the code and its counters.
 */
@Injectable()
export class RegistrationStepsService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly registrations: RegistrationService,
    private readonly signUp: SignUpService,
    private readonly codes: RegistrationCodesService,
    private readonly tokens: OneTimeTokensService,
  ) {}

  /** 404 unknown school, 409 a school with an administrator account; then the code, as send-otp mails it. */
  async initiate(dto: InitiateRegistrationDto): Promise<RegistrationStart> {
    const school = await requireSchoolRow(this.db, dto.schoolCode);
    await this.signUp.assertSchoolFree(school.code);
    await this.codes.send(dto.email);
    return { schoolCode: school.code, kvName: school.name, email: dto.email };
  }

  /** The sign-up's school checks, then the proof (checked, not used: complete-user uses it); then the registration, never replacing one (409). */
  async complete(dto: CompleteRegistrationDto): Promise<Registration> {
    const school = await requireSchoolRow(this.db, dto.schoolCode);
    await this.signUp.assertSchoolFree(school.code);
    if (!(await this.tokens.isLive(REGISTRATION_PROOF, dto.verificationToken, { email: dto.email }))) throw new BadRequestException(API_MSG.invalidOrExpiredToken);
    return this.registrations.createUnclaimed(school, signUpFields(dto));
  }

  completeUser(dto: CompleteUserDto): Promise<CompleteUserResult> {
    return this.signUp.registerProven(dto);
  }
}

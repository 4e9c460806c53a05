import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG, REGISTRATION_API } from '@hackathon/contracts';
import { CredentialThrottle, Public } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { RegistrationOpenGuard } from '../content';
import { CompleteRegistrationDto, CompleteUserDto, InitiateRegistrationDto } from './dto/registration-steps.dto';
import { RegistrationStepsService } from './registration-steps.service';

/**
 * A registration in steps under `/registration` (participant spec, section 7): `POST /auth/register`
 * cut into its steps. It lives in the auth module because it is the sign-up's own code (the
 * registration module sits below auth). Public like the single call, and no caller scope: it
 * writes only the school it names, and only while that school has no administrator account.
 */
@ApiTags('registration')
@Controller()
// every step is a new sign-up: none while the organisers have closed registration (423)
@UseGuards(RegistrationOpenGuard)
export class RegistrationStepsController {
  constructor(private readonly steps: RegistrationStepsService) {}

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(REGISTRATION_API.initiate)
  @ApiOperation({ summary: 'Start a registration in steps: the school must be free; mails a 6-digit code to the address (as /auth/send-otp)' })
  @ApiResponse({ status: 400, description: 'Invalid field' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  @ApiResponse({ status: 409, description: API_MSG.registrationExists })
  async initiate(@Body() dto: InitiateRegistrationDto) {
    return ok(await this.steps.initiate(dto), MSG.otpSent);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(REGISTRATION_API.complete)
  @ApiOperation({
    summary:
      "Save the school's registration (the sign-up's registration part, no account yet) for an address proven by /auth/verify-otp; the proof stays valid for /registration/complete-user" })
  @ApiResponse({ status: 400, description: `Invalid field; ${API_MSG.invalidOrExpiredToken} (no live proof for this address)` })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  @ApiResponse({ status: 409, description: `${API_MSG.registrationExists} (the school has an account or a registration)` })
  async complete(@Body() dto: CompleteRegistrationDto) {
    return ok(await this.steps.complete(dto), API_MSG.registrationCreated);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(REGISTRATION_API.completeUser)
  @ApiOperation({
    summary:
      "Create the school admin account and the school's registration (as /auth/register) for an address proven by /auth/verify-otp, which it uses up: the account may sign in at once; no link is mailed",
  })
  @ApiResponse({ status: 400, description: `Invalid field; ${API_MSG.invalidOrExpiredToken} (no live proof for this address)` })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  @ApiResponse({ status: 409, description: `${API_MSG.registrationExists} / ${API_MSG.emailInUse}` })
  async completeUser(@Body() dto: CompleteUserDto) {
    return ok(await this.steps.completeUser(dto), MSG.registrationSuccess);
  }
}

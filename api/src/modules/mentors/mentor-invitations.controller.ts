import { Body, Controller } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MENTOR_PORTAL_API, MSG } from '@hackathon/contracts';
import { CredentialThrottle, Public } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { AcceptMentorInvitationDto } from './dto/mentor-invitation.dto';
import { MentorAccountsService } from './mentor-accounts.service';

/** The public end of a mentor's invitation (issue 26): the page /mentor-invitation sends the new password here. */
@ApiTags('mentors')
@Controller()
export class MentorInvitationsController {
  constructor(private readonly accounts: MentorAccountsService) {}

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(MENTOR_PORTAL_API.acceptInvitation)
  @ApiOperation({ summary: "Sets the mentor's password with the invitation's token (single use, 72 hours); the account becomes active and signs in at POST /auth/login" })
  @ApiResponse({ status: 400, description: `${API_MSG.mentorInvitationInvalid} / ${MSG.strongPassword}` })
  async accept(@Body() dto: AcceptMentorInvitationDto) {
    await this.accounts.accept(dto.token, dto.newPassword);
    return ok(null, API_MSG.mentorInvitationAccepted);
  }
}

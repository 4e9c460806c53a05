import { BadRequestException, Body, Controller } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, JUDGES_API, MSG } from '@hackathon/contracts';
import { CredentialThrottle, Public } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { AcceptJudgeInvitationDto } from './dto/judge-invitation.dto';
import { JudgeAccountsService } from './judge-accounts.service';

/** The public end of a judge's invitation (issue 27): the new password arrives here with the link's token. */
@ApiTags('judges')
@Controller()
export class JudgeInvitationsController {
  constructor(private readonly accounts: JudgeAccountsService) {}

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(JUDGES_API.acceptInvitation)
  @ApiOperation({ summary: "Sets the judge's password with the invitation's token (single use, 72 hours); the account then signs in at POST /auth/login" })
  @ApiResponse({ status: 400, description: `${API_MSG.judgeInvitationInvalid} / ${MSG.strongPassword}` })
  async accept(@Body() dto: AcceptJudgeInvitationDto) {
    if (!(await this.accounts.accept(dto.token, dto.newPassword))) throw new BadRequestException(API_MSG.judgeInvitationInvalid);
    return ok(null, API_MSG.mentorInvitationAccepted);
  }
}

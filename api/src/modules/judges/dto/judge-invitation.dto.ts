import { ApiProperty } from '@nestjs/swagger';
import { API_MSG, type MentorInvitationAcceptRequest } from '@hackathon/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { InvitationPasswordDto } from '../../../common/new-password.dto';

/** `POST /judge-invitations/accept`: the link's token and a password by the sign-up's strong rules (as a mentor's). */
export class AcceptJudgeInvitationDto extends InvitationPasswordDto implements MentorInvitationAcceptRequest {
  @ApiProperty({ description: 'The token of the emailed invitation link' })
  @IsNotEmpty({ message: API_MSG.judgeInvitationInvalid })
  @IsString({ message: API_MSG.judgeInvitationInvalid })
  @MaxLength(200, { message: API_MSG.judgeInvitationInvalid })
  token!: string;
}

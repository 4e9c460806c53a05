import { ApiProperty } from '@nestjs/swagger';
import { API_MSG, MSG, STRONG_PASSWORD_PATTERN, type MentorInvitationAcceptRequest } from '@hackathon/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/** `POST /judge-invitations/accept`: the link's token and a password by the sign-up's strong rules (as a mentor's). */
export class AcceptJudgeInvitationDto implements MentorInvitationAcceptRequest {
  @ApiProperty({ description: 'The token of the emailed invitation link' })
  @IsNotEmpty({ message: API_MSG.judgeInvitationInvalid })
  @IsString({ message: API_MSG.judgeInvitationInvalid })
  @MaxLength(200, { message: API_MSG.judgeInvitationInvalid })
  token!: string;

  @ApiProperty({ description: '8+ characters with lowercase, uppercase, digit and special character', example: 'Str0ng!Pass' })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.strongPassword })
  @MaxLength(128, { message: MSG.maxLength(128) })
  @Matches(STRONG_PASSWORD_PATTERN, { message: MSG.strongPassword })
  newPassword!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { API_MSG, MSG, STRONG_PASSWORD_PATTERN, type MentorInvitationAcceptRequest } from '@hackathon/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/** `POST /mentor-invitations/accept`: the link's token and a password by the sign-up's strong rules. */
export class AcceptMentorInvitationDto implements MentorInvitationAcceptRequest {
  @ApiProperty({ description: 'The token of the emailed invitation link' })
  @IsNotEmpty({ message: API_MSG.mentorInvitationInvalid })
  @IsString({ message: API_MSG.mentorInvitationInvalid })
  @MaxLength(200, { message: API_MSG.mentorInvitationInvalid })
  token!: string;

  @ApiProperty({ description: '8+ characters with lowercase, uppercase, digit and special character', example: 'Str0ng!Pass' })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.strongPassword })
  @MaxLength(128, { message: MSG.maxLength(128) })
  @Matches(STRONG_PASSWORD_PATTERN, { message: MSG.strongPassword })
  newPassword!: string;
}

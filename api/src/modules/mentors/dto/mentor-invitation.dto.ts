import { ApiProperty } from '@nestjs/swagger';
import { API_MSG, type MentorInvitationAcceptRequest } from '@hackathon/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { InvitationPasswordDto } from '../../../common/new-password.dto';

/** `POST /mentor-invitations/accept`: the link's token and a password by the sign-up's strong rules. */
export class AcceptMentorInvitationDto extends InvitationPasswordDto implements MentorInvitationAcceptRequest {
  @ApiProperty({ description: 'The token of the emailed invitation link' })
  @IsNotEmpty({ message: API_MSG.mentorInvitationInvalid })
  @IsString({ message: API_MSG.mentorInvitationInvalid })
  @MaxLength(200, { message: API_MSG.mentorInvitationInvalid })
  token!: string;
}

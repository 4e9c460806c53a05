import { ApiProperty } from '@nestjs/swagger';
import { MSG, STRONG_PASSWORD_PATTERN } from '@hackathon/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/** The password an invitation link sets (mentors, judges): the sign-up's strong rules. Each link's DTO adds its token and that token's message. */
export abstract class InvitationPasswordDto {
  @ApiProperty({ description: '8+ characters with lowercase, uppercase, digit and special character', example: 'Str0ng!Pass' })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.strongPassword })
  @MaxLength(128, { message: MSG.maxLength(128) })
  @Matches(STRONG_PASSWORD_PATTERN, { message: MSG.strongPassword })
  newPassword!: string;
}

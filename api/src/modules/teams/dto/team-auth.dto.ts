import { ApiProperty } from '@nestjs/swagger';
import {
  LIMITS,
  MSG,
  TEAM_RESET_PASSWORD_PATTERN,
  type ChangeTeamPasswordInput,
  type TeamEmailLoginInput,
  type TeamForgotPasswordInput,
  type TeamLoginInput,
  type TeamResetPasswordInput,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Check, Required } from '../../../common/field-rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Long enough for any real password, short enough that hashing it is cheap. */
export const PASSWORD_MAX = 128;
const TOKEN_MAX = 200;
const TEAM_ID_MAX = 20;

export class TeamLoginDto implements TeamLoginInput {
  @ApiProperty({ example: 'A1001JR1' })
  @Transform(trim)
  @IsString({ message: MSG.fillAllFields })
  @IsNotEmpty({ message: MSG.fillAllFields })
  @MaxLength(TEAM_ID_MAX, { message: MSG.teamLoginFailedCredentials })
  teamId!: string;

  @ApiProperty({ example: 'Hk7m-pQ2x-W9tz' })
  @IsString({ message: MSG.fillAllFields })
  @IsNotEmpty({ message: MSG.fillAllFields })
  @MaxLength(PASSWORD_MAX, { message: MSG.teamLoginFailedCredentials })
  password!: string;
}

export class TeamEmailLoginDto implements TeamEmailLoginInput {
  @ApiProperty({ example: 'a1001jr1@teams.kvs.example.org' })
  @Transform(trim)
  @IsString({ message: MSG.fillAllFields })
  @IsNotEmpty({ message: MSG.fillAllFields })
  @MaxLength(254, { message: MSG.invalidEmail })
  @IsEmail({}, { message: MSG.invalidEmail })
  email!: string;

  @ApiProperty()
  @IsString({ message: MSG.fillAllFields })
  @IsNotEmpty({ message: MSG.fillAllFields })
  @MaxLength(PASSWORD_MAX, { message: MSG.teamLoginFailedCredentials })
  password!: string;
}

export class TeamForgotPasswordDto implements TeamForgotPasswordInput {
  @ApiProperty({ example: 'A1001JR1' })
  @Transform(trim)
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(TEAM_ID_MAX, { message: MSG.maxLength(TEAM_ID_MAX) })
  teamId!: string;
}

export class TeamResetTokenQuery {
  @ApiProperty({ description: 'The token of the emailed link' })
  @IsString({ message: MSG.invalidResetLink })
  @IsNotEmpty({ message: MSG.invalidResetLink })
  @MaxLength(TOKEN_MAX, { message: MSG.invalidResetLink })
  token!: string;
}

export class TeamResetPasswordDto implements TeamResetPasswordInput {
  @ApiProperty({ description: 'The token of the emailed link' })
  @IsString({ message: MSG.invalidResetLink })
  @IsNotEmpty({ message: MSG.invalidResetLink })
  @MaxLength(TOKEN_MAX, { message: MSG.invalidResetLink })
  token!: string;

  @ApiProperty({ description: '6+ characters with an uppercase letter, a lowercase letter and a digit', example: 'Robot42x' })
  @IsString({ message: MSG.fillAllFields })
  @IsNotEmpty({ message: MSG.fillAllFields })
  @Matches(TEAM_RESET_PASSWORD_PATTERN, { message: MSG.teamResetPasswordRule })
  @MaxLength(PASSWORD_MAX, { message: MSG.maxLength(PASSWORD_MAX) })
  newPassword!: string;
}

export class ChangeTeamPasswordDto implements ChangeTeamPasswordInput {
  @ApiProperty({ description: `At least ${LIMITS.teamPasswordMin} characters`, example: 'robots2025' })
  // one message per problem: missing -> required; else too short (or not text) -> min 6; else too long
  @Required()
  @Check('minLength', (v) => typeof v === 'string' && v.length >= LIMITS.teamPasswordMin, MSG.passwordMin6Long)
  @Check('maxLength', (v) => typeof v !== 'string' || v.length <= PASSWORD_MAX, MSG.maxLength(PASSWORD_MAX))
  newPassword!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MSG, TEAM_RESET_PASSWORD_PATTERN } from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Long enough for any real password, short enough that hashing it is cheap. */
export const PASSWORD_MAX = 128;
const TOKEN_MAX = 200;
const TEAM_ID_MAX = 20;

export class TeamLoginDto {
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

export class TeamEmailLoginDto {
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

export class TeamForgotPasswordDto {
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

export class TeamResetPasswordDto {
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

export class ChangeTeamPasswordDto {
  @ApiProperty({ description: `At least ${LIMITS.teamPasswordMin} characters`, example: 'robots2025' })
  @IsString({ message: MSG.passwordMin6Long })
  @MinLength(LIMITS.teamPasswordMin, { message: MSG.passwordMin6Long })
  @MaxLength(PASSWORD_MAX, { message: MSG.maxLength(PASSWORD_MAX) })
  newPassword!: string;
}

import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { API_MSG, MSG, STRONG_PASSWORD_PATTERN, type RegisterRequest } from '@hackathon/contracts';
import { Equals, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SchoolContactDto, SchoolDetailsDto } from '../../registration';
import { SameAs } from './same-as.validator';

class SignUpCredentialsDto {
  @ApiProperty({ description: '8+ characters with lowercase, uppercase, digit and special character', example: 'Str0ng!Pass' })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.strongPassword })
  @MaxLength(128, { message: MSG.maxLength(128) })
  @Matches(STRONG_PASSWORD_PATTERN, { message: MSG.strongPassword })
  password!: string;

  @ApiPropertyOptional({ description: 'When sent, must equal password', example: 'Str0ng!Pass' })
  @IsOptional()
  @SameAs('password', { message: MSG.passwordsDoNotMatch })
  confirmPassword?: string;
}

/** The terms of a sign-up (also of its registration step, `POST /registration/complete`). */
export class SignUpTermsDto {
  @ApiProperty({ description: 'Must be true', example: true })
  @Equals(true, { message: API_MSG.termsNotAccepted })
  termsAccepted!: boolean;
}

/** `POST /auth/register`: the school admin account and the school's registration in one step. */
export class RegisterDto extends IntersectionType(SchoolContactDto, SignUpCredentialsDto, SignUpTermsDto, SchoolDetailsDto) implements RegisterRequest {}

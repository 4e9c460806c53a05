import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  API_MSG,
  LOCALES,
  MSG,
  OTP_PATTERN,
  type EmailRequest,
  type LanguageChoice,
  type Locale,
  type LoginRequest,
  type RegionAdminLoginRequest,
  type ResetPasswordRequest,
  type ResetWithOtpRequest,
  type VerifyEmailRequest,
  type VerifyOtpRequest,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { EmailField } from '../../registration';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Resend verification, send OTP, forgot password: an address only. */
export class EmailDto implements EmailRequest {
  @EmailField()
  email!: string;
}

export class LoginDto implements LoginRequest {
  @EmailField()
  email!: string;

  @ApiProperty({ example: 'Str0ng!Pass' })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @MaxLength(128, { message: MSG.invalidCredentials })
  password!: string;

  @SignInCodeField()
  code?: string;
}

/** The sign-in code of the second step (LoginService): optional, 6 digits. */
function SignInCodeField(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiPropertyOptional({ description: "The code mailed to the account's owner after a 403 SIGN_IN_CODE_REQUIRED", example: '123456' })(target, key);
    trim(target, key);
    IsOptional()(target, key);
    IsString({ message: MSG.enterValidOtp })(target, key);
    Matches(OTP_PATTERN, { message: MSG.enterValidOtp })(target, key);
  };
}

export class VerifyEmailDto implements VerifyEmailRequest {
  @ApiProperty({ description: 'The token of the emailed link' })
  @IsNotEmpty({ message: MSG.verificationFailed })
  @IsString({ message: MSG.verificationFailed })
  @MaxLength(200, { message: MSG.verificationFailed })
  token!: string;
}

export class VerifyEmailQuery {
  @ApiPropertyOptional({ description: 'The token of the emailed link' })
  @IsOptional()
  @IsString()
  token?: string;
}

export class VerifyOtpDto implements VerifyOtpRequest {
  @EmailField()
  email!: string;

  @ApiProperty({ example: '123456' })
  @trim
  @IsNotEmpty({ message: MSG.enterValidOtp })
  @IsString({ message: MSG.enterValidOtp })
  @Matches(OTP_PATTERN, { message: MSG.enterValidOtp })
  otp!: string;
}

/** New passwords of the reset flows: 6+ characters (participant spec, section 5). */
function NewPasswordField(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiProperty({ description: 'At least 6 characters', example: 'NewPass1' })(target, key);
    MinLength(6, { message: MSG.passwordMin6Long })(target, key);
    MaxLength(128, { message: MSG.maxLength(128) })(target, key);
    IsString({ message: MSG.passwordMin6Long })(target, key);
    IsNotEmpty({ message: MSG.required })(target, key);
  };
}

export class ResetWithOtpDto implements ResetWithOtpRequest {
  @ApiProperty({ description: 'From verify-password-reset-otp' })
  @IsNotEmpty({ message: API_MSG.invalidOrExpiredToken })
  @IsString({ message: API_MSG.invalidOrExpiredToken })
  @MaxLength(200, { message: API_MSG.invalidOrExpiredToken })
  resetToken!: string;

  @NewPasswordField()
  newPassword!: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The token of the emailed reset link' })
  @IsNotEmpty({ message: API_MSG.invalidOrExpiredToken })
  @IsString({ message: API_MSG.invalidOrExpiredToken })
  @MaxLength(200, { message: API_MSG.invalidOrExpiredToken })
  token!: string;

  @NewPasswordField()
  newPassword!: string;
}

export class RegionAdminLoginDto implements RegionAdminLoginRequest {
  @ApiProperty({ example: 'north.admin' })
  @trim
  @IsNotEmpty({ message: MSG.fillAllFields })
  @IsString({ message: MSG.fillAllFields })
  @MaxLength(254, { message: API_MSG.invalidUsernameOrPassword })
  username!: string;

  @ApiProperty()
  @IsNotEmpty({ message: MSG.fillAllFields })
  @IsString({ message: MSG.fillAllFields })
  @MaxLength(128, { message: API_MSG.invalidUsernameOrPassword })
  password!: string;

  @SignInCodeField()
  code?: string;
}

/** `PUT /auth/language` (issue 24). */
export class LanguageDto implements LanguageChoice {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: API_MSG.languageInvalid })
  language!: Locale;
}

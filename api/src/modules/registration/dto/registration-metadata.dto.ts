import { ApiPropertyOptional } from '@nestjs/swagger';
import { MSG, type RegistrationMetadata } from '@hackathon/contracts';
import { ArrayMaxSize, IsArray, IsBoolean, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';

/** What the registration form records about itself (participant spec, section 3). */
export class RegistrationMetadataDto implements RegistrationMetadata {
  @ApiPropertyOptional({ example: '2025-08-20T10:00:00.000Z' })
  @IsOptional()
  @IsISO8601()
  registrationTimestamp?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  termsAccepted?: boolean;

  @ApiPropertyOptional({ example: 'single_page_form' })
  @IsOptional()
  @IsString()
  @MaxLength(50, { message: MSG.maxLength(50) })
  registrationSource?: string;

  @ApiPropertyOptional({ example: 'email_otp_verification' })
  @IsOptional()
  @IsString()
  @MaxLength(50, { message: MSG.maxLength(50) })
  registrationMethod?: string;

  @ApiPropertyOptional({ type: [String], example: ['schoolCode', 'fullName', 'email'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(50, { each: true, message: MSG.maxLength(50) })
  completedFields?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: MSG.maxLength(500) })
  browserAgent?: string;

  @ApiPropertyOptional({ example: '1920x1080' })
  @IsOptional()
  @IsString()
  @MaxLength(30, { message: MSG.maxLength(30) })
  screenResolution?: string;

  @ApiPropertyOptional({ example: 'Asia/Kolkata' })
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: MSG.maxLength(64) })
  timezone?: string;
}

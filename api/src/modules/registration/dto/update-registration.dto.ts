import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MSG, type RegistrationStatus } from '@hackathon/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsNotEmpty, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { EmailField, FullNameField, PhoneField, ShortTextField } from './registration-fields';
import { MaxJsonSize } from './json-size.validator';
import { RegistrationMetadataDto } from './registration-metadata.dto';

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['pending', 'approved', 'rejected'];

/** `PUT /registration/{id}`: the fields to change plus the `updatedAt` the client last saw. */
export class UpdateRegistrationDto {
  @ApiProperty({ description: 'updatedAt of the registration as last read; a stale value gives 409', example: '2025-08-20T10:00:00.000Z' })
  @IsNotEmpty({ message: MSG.required })
  @IsISO8601({ strict: true })
  updatedAt!: string;

  @FullNameField(true)
  fullName?: string;

  @EmailField(true)
  email?: string;

  @PhoneField(true)
  contactNumber?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  termsAccepted?: boolean;

  @ShortTextField(50, 'single_page_form')
  registrationSource?: string;

  @ShortTextField(50, 'email_otp_verification')
  registrationMethod?: string;

  @ApiPropertyOptional({ enum: REGISTRATION_STATUSES, description: 'Admin only' })
  @IsOptional()
  @IsIn(REGISTRATION_STATUSES)
  registrationStatus?: RegistrationStatus;

  @ApiPropertyOptional({ type: Object, description: 'Free-form school details (max 4 KB)' })
  @IsOptional()
  @IsObject()
  @MaxJsonSize(4096)
  schoolDetails?: Record<string, unknown>;

  @ApiPropertyOptional({ type: RegistrationMetadataDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RegistrationMetadataDto)
  registrationMetadata?: RegistrationMetadataDto;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { EmailField, FullNameField, PhoneField, SchoolCodeField, ShortTextField } from './registration-fields';
import { MaxJsonSize } from './json-size.validator';
import { RegistrationMetadataDto } from './registration-metadata.dto';

/**
 * `POST /registration`. The school's name, district, state, region and zone always come from the
 * directory (the region decides which region admin sees it), so they are not part of the body.
 */
export class CreateRegistrationDto {
  @SchoolCodeField()
  schoolCode!: string;

  @FullNameField()
  fullName!: string;

  @EmailField()
  email!: string;

  @PhoneField()
  contactNumber!: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  termsAccepted?: boolean;

  @ShortTextField(50, 'single_page_form')
  registrationSource?: string;

  @ShortTextField(50, 'email_otp_verification')
  registrationMethod?: string;

  @ApiPropertyOptional({ type: Object, description: 'Free-form school details the form collected (max 4 KB)' })
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

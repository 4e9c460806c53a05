import { ApiPropertyOptional } from '@nestjs/swagger';
import type { RegistrationFormRequest, SchoolContactRequest, SchoolDetailsRequest } from '@hackathon/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { MaxJsonSize } from './json-size.validator';
import { EmailField, FullNameField, PhoneField, SchoolCodeField, ShortTextField } from './registration-fields';
import { RegistrationMetadataDto } from './registration-metadata.dto';

/*
 * Field groups of the registration bodies (sign-up, create, update), combined with IntersectionType.
 * The order of the groups is the order in which problems are reported, so keep it.
 */

/** The school and its contact person. */
export class SchoolContactDto implements SchoolContactRequest {
  @SchoolCodeField()
  schoolCode!: string;

  @FullNameField()
  fullName!: string;

  @EmailField()
  email!: string;

  @PhoneField()
  contactNumber!: string;
}

/** What the form says about itself on `POST` and `PUT /registration`. */
export class RegistrationFormDto implements RegistrationFormRequest {
  @ApiPropertyOptional({ description: 'On create, defaults to registrationMetadata.termsAccepted, then false' })
  @IsOptional()
  @IsBoolean()
  termsAccepted?: boolean;

  @ShortTextField(50, 'single_page_form')
  registrationSource?: string;

  @ShortTextField(50, 'email_otp_verification')
  registrationMethod?: string;
}

/** Free-form school details and the form's metadata, last in every registration body. */
export class SchoolDetailsDto implements SchoolDetailsRequest {
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

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_MSG, MSG, STRONG_PASSWORD_PATTERN } from '@hackathon/contracts';
import { Type } from 'class-transformer';
import { Equals, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { MaxJsonSize } from '../../registration/dto/json-size.validator';
import { EmailField, FullNameField, PhoneField, SchoolCodeField } from '../../registration/dto/registration-fields';
import { RegistrationMetadataDto } from '../../registration/dto/registration-metadata.dto';
import { SameAs } from './same-as.validator';

/** `POST /auth/register`: the school admin account and the school's registration in one step. */
export class RegisterDto {
  @SchoolCodeField()
  schoolCode!: string;

  @FullNameField()
  fullName!: string;

  @EmailField()
  email!: string;

  @PhoneField()
  contactNumber!: string;

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

  @ApiProperty({ description: 'Must be true', example: true })
  @Equals(true, { message: API_MSG.termsNotAccepted })
  termsAccepted!: boolean;

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

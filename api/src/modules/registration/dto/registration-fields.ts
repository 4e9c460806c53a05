import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_PATTERN, MSG, PHONE_PATTERN } from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/**
 * Field decorators shared by the registration and sign-up DTOs, with the spec's messages.
 * The last decorator listed reports first (see common/validation.ts), so IsNotEmpty goes last.
 */
const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const trimLower = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

export function SchoolCodeField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: '1001', description: 'School code (kvCode) from the directory' }),
    trim,
    IsString({ message: MSG.required }),
    // an unknown or malformed code is the service's 404 'School not found'
    MaxLength(20, { message: MSG.maxLength(20) }),
    IsNotEmpty({ message: MSG.required }),
  );
}

export function EmailField(optional = false): PropertyDecorator {
  return applyDecorators(
    optional ? ApiPropertyOptional({ example: 'principal@example.org' }) : ApiProperty({ example: 'principal@example.org' }),
    ...(optional ? [IsOptional()] : []),
    trimLower,
    IsString({ message: MSG.invalidEmail }),
    MaxLength(254, { message: MSG.maxLength(254) }),
    Matches(EMAIL_PATTERN, { message: MSG.invalidEmail }),
    IsNotEmpty({ message: MSG.required }),
  );
}

export function PhoneField(optional = false): PropertyDecorator {
  return applyDecorators(
    optional ? ApiPropertyOptional({ example: '9876543210' }) : ApiProperty({ example: '9876543210' }),
    ...(optional ? [IsOptional()] : []),
    trim,
    IsString({ message: MSG.invalidPhone }),
    Matches(PHONE_PATTERN, { message: MSG.invalidPhone }),
    IsNotEmpty({ message: MSG.required }),
  );
}

export function FullNameField(optional = false): PropertyDecorator {
  return applyDecorators(
    optional ? ApiPropertyOptional({ example: 'Asha Verma' }) : ApiProperty({ example: 'Asha Verma' }),
    ...(optional ? [IsOptional()] : []),
    trim,
    IsString({ message: MSG.required }),
    MaxLength(100, { message: MSG.maxLength(100) }),
    IsNotEmpty({ message: MSG.required }),
  );
}

export function ShortTextField(max: number, example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ example }),
    IsOptional(),
    trim,
    IsString(),
    MaxLength(max, { message: MSG.maxLength(max) }),
  );
}

import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType, PartialType } from '@nestjs/swagger';
import { MSG, type RegistrationStatus, type UpdateRegistrationRequest } from '@hackathon/contracts';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional } from 'class-validator';
import { RegistrationFormDto, SchoolContactDto, SchoolDetailsDto } from './registration-parts.dto';

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['pending', 'approved', 'rejected'];

class UpdateStampDto {
  @ApiProperty({ description: 'updatedAt of the registration as last read; a stale value gives 409', example: '2025-08-20T10:00:00.000Z' })
  @IsNotEmpty({ message: MSG.required })
  @IsISO8601({ strict: true })
  updatedAt!: string;
}

class RegistrationStatusDto {
  @ApiPropertyOptional({ enum: REGISTRATION_STATUSES, description: 'Admin only' })
  @IsOptional()
  @IsIn(REGISTRATION_STATUSES)
  registrationStatus?: RegistrationStatus;
}

/** `PUT /registration/{id}`: the fields to change (the school code stays) plus the `updatedAt` the client last saw. */
export class UpdateRegistrationDto extends IntersectionType(
  UpdateStampDto,
  PartialType(OmitType(SchoolContactDto, ['schoolCode'] as const)),
  RegistrationFormDto,
  RegistrationStatusDto,
  SchoolDetailsDto,
)
  implements UpdateRegistrationRequest {}

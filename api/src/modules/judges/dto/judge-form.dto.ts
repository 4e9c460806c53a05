import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_MSG, EMAIL_PATTERN, JUDGE_LIMITS, JUDGES_MSG, KVS_REGIONS, MSG, type JudgeInput, type JudgeUpdateInput } from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check, isString, maxLen, NotBlank, Required, trimString } from '../../../common/field-rules';
import { isSchoolCode } from '../../../kernel';

const isEmail = (v: unknown) => isString(v) && v.length <= JUDGE_LIMITS.emailMax && EMAIL_PATTERN.test(v);
const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const REGION_NAMES = new Map(KVS_REGIONS.map((r) => [r.name.toLowerCase(), r.name]));

/** A region's name as stored ('agra ' -> 'Agra'); anything else stays as sent for the check to refuse. */
const regionName = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return REGION_NAMES.get(trimmed.toLowerCase()) ?? trimmed;
};
const isRegion = (v: unknown) => typeof v === 'string' && KVS_REGIONS.some((r) => r.name === v);

/**
 * A judge's form (issue 27), one message per field. Blank or null homeRegion and schoolCode mean
 * none (on an edit: cleared); the school's existence is checked by the service (400 naming the code).
 */
export class CreateJudgeDto implements JudgeInput {
  @ApiProperty({ maxLength: JUDGE_LIMITS.nameMax, example: 'Dr. Meera Iyer' })
  @Transform(trimString)
  @Required()
  @Check('nameMax', maxLen(JUDGE_LIMITS.nameMax), MSG.maxLength(JUDGE_LIMITS.nameMax))
  name!: string;

  @ApiProperty({ description: 'Lower-cased by the server; unique among judges (any case)', maxLength: JUDGE_LIMITS.emailMax, example: 'meera.iyer@iitm.example.org' })
  @Transform(lowerTrim)
  @Required()
  @Check('email', isEmail, MSG.invalidEmail)
  email!: string;

  @ApiPropertyOptional({ maxLength: JUDGE_LIMITS.organisationMax, example: 'IIT Madras' })
  @Transform(trimString)
  @Check('organisationMax', maxLen(JUDGE_LIMITS.organisationMax), MSG.maxLength(JUDGE_LIMITS.organisationMax))
  organisation?: string;

  @ApiPropertyOptional({ maxLength: JUDGE_LIMITS.expertiseMax, example: 'Robotics, embedded systems' })
  @Transform(trimString)
  @Check('expertiseMax', maxLen(JUDGE_LIMITS.expertiseMax), MSG.maxLength(JUDGE_LIMITS.expertiseMax))
  expertise?: string;

  @ApiPropertyOptional({ description: 'One of the 25 regions (any case)', enum: KVS_REGIONS.map((r) => r.name), nullable: true })
  @Transform(regionName)
  @Check('homeRegion', isRegion, JUDGES_MSG.region)
  homeRegion?: string | null;

  @ApiPropertyOptional({ description: 'The school the judge teaches at (a code of the directory)', example: '1001', nullable: true })
  @Transform(trimString)
  @Check('schoolCodeShape', (v) => isString(v) && isSchoolCode(v), API_MSG.invalidSchoolCode)
  schoolCode?: string | null;

  @ApiPropertyOptional({ default: true })
  @Check('isActive', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  isActive?: boolean;
}

/** `PUT /admin/judges/{id}`: the fields to change; name and email, when sent, not blank. */
export class UpdateJudgeDto implements JudgeUpdateInput {
  @ApiPropertyOptional({ maxLength: JUDGE_LIMITS.nameMax })
  @Transform(trimString)
  @NotBlank()
  @Check('nameMax', maxLen(JUDGE_LIMITS.nameMax), MSG.maxLength(JUDGE_LIMITS.nameMax))
  name?: string;

  @ApiPropertyOptional({ maxLength: JUDGE_LIMITS.emailMax })
  @Transform(lowerTrim)
  @NotBlank(MSG.invalidEmail)
  @Check('email', isEmail, MSG.invalidEmail)
  email?: string;

  @ApiPropertyOptional({ maxLength: JUDGE_LIMITS.organisationMax })
  @Transform(trimString)
  @Check('organisationMax', maxLen(JUDGE_LIMITS.organisationMax), MSG.maxLength(JUDGE_LIMITS.organisationMax))
  organisation?: string;

  @ApiPropertyOptional({ maxLength: JUDGE_LIMITS.expertiseMax })
  @Transform(trimString)
  @Check('expertiseMax', maxLen(JUDGE_LIMITS.expertiseMax), MSG.maxLength(JUDGE_LIMITS.expertiseMax))
  expertise?: string;

  @ApiPropertyOptional({ description: 'One of the 25 regions (any case); null or blank clears it', enum: KVS_REGIONS.map((r) => r.name), nullable: true })
  @Transform(regionName)
  @Check('homeRegion', isRegion, JUDGES_MSG.region)
  homeRegion?: string | null;

  @ApiPropertyOptional({ description: 'A code of the directory; null or blank clears it', nullable: true })
  @Transform(trimString)
  @Check('schoolCodeShape', (v) => isString(v) && isSchoolCode(v), API_MSG.invalidSchoolCode)
  schoolCode?: string | null;

  @ApiPropertyOptional()
  @Check('isActive', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  isActive?: boolean;
}

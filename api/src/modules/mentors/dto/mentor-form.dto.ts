import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_MSG, EMAIL_PATTERN, GENDERS, LIMITS, MSG, PHONE_PATTERN, TEACHER_ID_PATTERN, type Gender, type MentorInput, type MentorUpdateInput } from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check, isString, maxLen, NotBlank, Required, trimString } from '../../../common/field-rules';

const EMAIL_MAX = 254;
const isGender = (v: unknown) => (GENDERS as readonly unknown[]).includes(v);
const isEmail = (v: unknown) => isString(v) && v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v);
const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** A number sent as JSON number is read as its digits; spaces around are dropped. */
const contactText = ({ value }: { value: unknown }) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : trimString({ value }));

/**
 * The mentor form's rules (participant spec, section 5), one message per field: the form
 * attaches `errors[].msg` to `errors[].path`. Missing fields give 'Missing required fields: {list}'.
 */
export class CreateMentorDto implements MentorInput {
  @ApiProperty({ description: 'Employee code: letters, digits and hyphens, at most 20', example: 'KVS-1001-042' })
  @Transform(trimString)
  @Required({ listed: true })
  @Check('teacherIdChars', (v) => isString(v) && TEACHER_ID_PATTERN.test(v), MSG.teacherIdChars)
  @Check('teacherIdMax', (v) => !isString(v) || v.length <= LIMITS.teacherIdMax, MSG.teacherIdMax)
  teacherId!: string;

  @ApiProperty({ example: 'Priya Nair' })
  @Transform(trimString)
  @Required({ listed: true })
  @Check('nameMax', maxLen(LIMITS.mentorNameMax), MSG.maxLength(LIMITS.mentorNameMax))
  name!: string;

  @ApiProperty({ example: 'PGT Computer Science' })
  @Transform(trimString)
  @Required({ listed: true })
  @Check('designationMax', maxLen(LIMITS.designationMax), MSG.maxLength(LIMITS.designationMax))
  designation!: string;

  @ApiProperty({ enum: GENDERS })
  @Transform(lowerTrim)
  @Required({ listed: true, message: MSG.invalidGender })
  @Check('gender', isGender, MSG.invalidGender)
  gender!: Gender;

  @ApiProperty({ description: 'Exactly 10 digits', example: '9876543210' })
  @Transform(contactText)
  @Required({ listed: true })
  @Check('contact', (v) => isString(v) && PHONE_PATTERN.test(v), MSG.invalidContact)
  contactNumber!: string;

  @ApiProperty({ description: 'Lower-cased by the server', example: 'priya.nair@kvs.example.org' })
  @Transform(lowerTrim)
  @Required({ listed: true })
  @Check('email', isEmail, MSG.invalidEmail)
  emailId!: string;

  @ApiProperty({ description: "The mentor's school (a school admin's own)", example: '1001' })
  @Transform(trimString)
  @Required({ listed: true })
  @Check('schoolCodeShape', (v) => isString(v) && /^[0-9A-Za-z]{1,12}$/.test(v), API_MSG.invalidSchoolCode)
  schoolCode!: string;

  @ApiPropertyOptional({ default: true })
  @Check('isActive', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  isActive?: boolean;
}

/** `PUT /mentors/{id}`: the fields to change; a field sent must be valid and not blank. */
export class UpdateMentorDto implements MentorUpdateInput {
  @ApiPropertyOptional()
  @Transform(trimString)
  @NotBlank()
  @Check('teacherIdChars', (v) => isString(v) && TEACHER_ID_PATTERN.test(v), MSG.teacherIdChars)
  @Check('teacherIdMax', (v) => !isString(v) || v.length <= LIMITS.teacherIdMax, MSG.teacherIdMax)
  teacherId?: string;

  @ApiPropertyOptional()
  @Transform(trimString)
  @NotBlank()
  @Check('nameMax', maxLen(LIMITS.mentorNameMax), MSG.maxLength(LIMITS.mentorNameMax))
  name?: string;

  @ApiPropertyOptional()
  @Transform(trimString)
  @NotBlank()
  @Check('designationMax', maxLen(LIMITS.designationMax), MSG.maxLength(LIMITS.designationMax))
  designation?: string;

  @ApiPropertyOptional({ enum: GENDERS })
  @Transform(lowerTrim)
  @NotBlank(MSG.invalidGender)
  @Check('gender', isGender, MSG.invalidGender)
  gender?: Gender;

  @ApiPropertyOptional()
  @Transform(contactText)
  @NotBlank()
  @Check('contact', (v) => isString(v) && PHONE_PATTERN.test(v), MSG.invalidContact)
  contactNumber?: string;

  @ApiPropertyOptional()
  @Transform(lowerTrim)
  @NotBlank()
  @Check('email', isEmail, MSG.invalidEmail)
  emailId?: string;

  @ApiPropertyOptional({ description: "The mentor's school; it cannot change" })
  @Transform(trimString)
  @Check('schoolCodeShape', (v) => isString(v) && /^[0-9A-Za-z]{1,12}$/.test(v), API_MSG.invalidSchoolCode)
  schoolCode?: string;

  @ApiPropertyOptional()
  @Check('isActive', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  isActive?: boolean;
}

/** `DELETE /mentors/{id}?force=true`. */
export class DeleteMentorQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Also take the mentor off its teams' })
  @Check('force', (v) => v === 'true' || v === 'false', API_MSG.mustBeBoolean)
  force?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  API_MSG,
  CATEGORIES,
  EMAIL_PATTERN,
  GENDERS,
  LIMITS,
  MSG,
  type Category,
  type Gender,
  type TeamInput,
  type TeamMemberInput,
  type TeamUpdateInput,
  type VerifyTeamPasswordInput,
} from '@hackathon/contracts';
import { Transform, Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { Check, isString, NotBlank, Required, trimString } from '../../../common/field-rules';
import { PASSWORD_MAX } from './team-auth.dto';

/** Lengths the spec leaves open (the database caps the team name at 100). */
export const TEAM_FIELD_MAX = { teamName: 100, memberName: 100, fathersName: 100, studentId: 30, memberId: 40, schoolName: 200, email: 254, ref: 64 } as const;

const CLASS_RANGE = { min: 8, max: 12 };
const isClass = (v: unknown) => Number.isInteger(v) && (v as number) >= CLASS_RANGE.min && (v as number) <= CLASS_RANGE.max;
const isCategory = (v: unknown) => (CATEGORIES as readonly unknown[]).includes(v);
const isGender = (v: unknown) => (GENDERS as readonly unknown[]).includes(v);
const isEmail = (v: unknown) => isString(v) && v.length <= TEAM_FIELD_MAX.email && EMAIL_PATTERN.test(v);
const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const isArrayOfMax = (v: unknown) => Array.isArray(v) && v.length <= LIMITS.maxTeamMembers;

/** One member of the team form (participant spec, section 5). */
export class TeamMemberDto implements TeamMemberInput {
  @ApiPropertyOptional({ description: 'Generated from the Team ID and position when absent', example: 'A1001JR1-M1' })
  @Transform(trimString)
  @Check('memberIdText', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.memberId, MSG.maxLength(TEAM_FIELD_MAX.memberId))
  memberId?: string;

  @ApiProperty({ example: 'KV1001-2025-014' })
  @Transform(trimString)
  @Required({ listed: true })
  @Check('studentIdText', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.studentId, MSG.maxLength(TEAM_FIELD_MAX.studentId))
  studentId!: string;

  @ApiProperty({ example: 'Aarav Sharma' })
  @Transform(trimString)
  @Required({ listed: true })
  @Check('nameText', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.memberName, MSG.maxLength(TEAM_FIELD_MAX.memberName))
  name!: string;

  @ApiProperty({ description: 'Junior 8-10, senior 11-12', example: 9 })
  @Required({ listed: true })
  @Check('classRange', isClass, API_MSG.invalidClass)
  class!: number;

  @ApiProperty({ example: 'Rakesh Sharma' })
  @Transform(trimString)
  @Required({ listed: true })
  @Check('fathersNameText', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.fathersName, MSG.maxLength(TEAM_FIELD_MAX.fathersName))
  fathersName!: string;

  @ApiProperty({ enum: GENDERS })
  @Transform(lowerTrim)
  @Required({ listed: true, message: MSG.invalidGender })
  @Check('gender', isGender, MSG.invalidGender)
  gender!: Gender;

  @ApiProperty({ description: 'Exactly one member of the team is the leader' })
  @Check('leaderFlag', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  isLeader!: boolean;
}

/** Rules shared by create and edit on the members list (size first, then each member). */
function MembersRules(): PropertyDecorator {
  return (target, key) => {
    // anything but a list (null, a string, an object) counts as no members
    Transform(({ value }: { value: unknown }) => (value === undefined || Array.isArray(value) ? value : []))(target, key);
    Check('minMembers', (v) => !Array.isArray(v) || v.length >= LIMITS.minTeamMembers, MSG.atLeastOneMember)(target, key);
    Check('maxMembers', (v) => !Array.isArray(v) || isArrayOfMax(v), MSG.maxMembers)(target, key);
    ValidateNested({ each: true, message: API_MSG.invalidMemberEntry })(target, key);
    Type(() => TeamMemberDto)(target, key);
  };
}

/** `POST /teams`: the Team ID, number and member IDs come from the server. */
export class CreateTeamDto implements TeamInput {
  @ApiProperty({ example: 'Robo Rangers' })
  @Transform(trimString)
  @Required({ listed: true })
  @Check('teamNameText', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.teamName, MSG.maxLength(TEAM_FIELD_MAX.teamName))
  teamName!: string;

  @ApiProperty({ description: `At least ${LIMITS.teamPasswordMin} characters`, example: 'robots2025' })
  @Required({ listed: true })
  @Check('passwordMin', (v) => isString(v) && v.length >= LIMITS.teamPasswordMin, MSG.teamPasswordMin)
  @Check('passwordMax', (v) => !isString(v) || v.length <= PASSWORD_MAX, MSG.maxLength(PASSWORD_MAX))
  password!: string;

  @ApiProperty({ enum: CATEGORIES })
  @Transform(lowerTrim)
  @Required({ listed: true })
  @Check('category', isCategory, API_MSG.invalidCategory)
  category!: Category;

  @ApiProperty({ example: '1001' })
  @Transform(trimString)
  @Required({ listed: true })
  @Check('schoolCodeShape', (v) => isString(v) && /^[0-9A-Za-z]{1,12}$/.test(v), API_MSG.invalidSchoolCode)
  schoolCode!: string;

  @ApiPropertyOptional({ description: 'Shown by the form; the server takes the name from the directory' })
  @Check('schoolNameText', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.schoolName, MSG.maxLength(TEAM_FIELD_MAX.schoolName))
  schoolName?: string;

  @ApiProperty({ type: [TeamMemberDto], description: '1 to 5 members, exactly one leader' })
  @Required({ listed: true, message: MSG.atLeastOneMember })
  @MembersRules()
  members!: TeamMemberDto[];

  @ApiPropertyOptional({ description: "A mentor of the school (its _id or mentorId), or null", nullable: true })
  @Transform(trimString)
  @Check('mentorRef', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.ref, API_MSG.mentorNotAvailable)
  assignedMentor?: string | null;

  @ApiPropertyOptional({ description: "The team's email address (sign-in by email, reset links)", nullable: true })
  @Transform(lowerTrim)
  @Check('teamEmail', isEmail, MSG.invalidEmail)
  teamEmail?: string | null;
}

/** `PUT /teams/{id}`: the fields to change; a field sent must be valid and not blank. */
export class UpdateTeamDto implements TeamUpdateInput {
  @ApiPropertyOptional()
  @Transform(trimString)
  @NotBlank()
  @Check('teamNameText', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.teamName, MSG.maxLength(TEAM_FIELD_MAX.teamName))
  teamName?: string;

  @ApiPropertyOptional({ description: 'Optional on edit; at least 6 characters when sent' })
  @Check('passwordMin', (v) => isString(v) && v.length >= LIMITS.teamPasswordMin, MSG.teamPasswordMin)
  @Check('passwordMax', (v) => !isString(v) || v.length <= PASSWORD_MAX, MSG.maxLength(PASSWORD_MAX))
  password?: string;

  @ApiPropertyOptional({ enum: CATEGORIES, description: 'A new category gives the team a new Team ID (same number)' })
  @Transform(lowerTrim)
  @NotBlank()
  @Check('category', isCategory, API_MSG.invalidCategory)
  category?: Category;

  @ApiPropertyOptional({ description: "The team's school; it cannot change" })
  @Transform(trimString)
  @Check('schoolCodeShape', (v) => isString(v) && /^[0-9A-Za-z]{1,12}$/.test(v), API_MSG.invalidSchoolCode)
  schoolCode?: string;

  @ApiPropertyOptional()
  @Check('schoolNameText', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.schoolName, MSG.maxLength(TEAM_FIELD_MAX.schoolName))
  schoolName?: string;

  @ApiPropertyOptional({ type: [TeamMemberDto], description: 'The whole new member list (1 to 5, exactly one leader)' })
  @NotBlank(MSG.atLeastOneMember)
  @MembersRules()
  members?: TeamMemberDto[];

  @ApiPropertyOptional({ description: "A mentor of the school (its _id or mentorId); null removes the mentor", nullable: true })
  @Transform(trimString)
  @Check('mentorRef', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.ref, API_MSG.mentorNotAvailable)
  assignedMentor?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @Transform(lowerTrim)
  @Check('teamEmail', isEmail, MSG.invalidEmail)
  teamEmail?: string | null;
}

/** `POST /teams/verify-password`. */
export class VerifyTeamPasswordDto implements VerifyTeamPasswordInput {
  @ApiProperty({ description: "The Team ID or the team's _id", example: 'A1001JR1' })
  @Transform(trimString)
  @Required({ message: MSG.fillAllFields })
  @Check('teamIdText', (v) => isString(v) && v.length <= TEAM_FIELD_MAX.ref, API_MSG.invalidTeamId)
  teamId!: string;

  @ApiProperty()
  @Required({ message: MSG.fillAllFields })
  @Check('passwordText', (v) => isString(v) && v.length <= PASSWORD_MAX, MSG.teamLoginFailedCredentials)
  password!: string;
}

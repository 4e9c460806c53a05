import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_LIST_MSG,
  ADMIN_MENTOR_SORTS,
  ADMIN_REGISTRATION_SORTS,
  ADMIN_SCHOOL_SORTS,
  ADMIN_STUDENT_SORTS,
  ADMIN_TEAM_SORTS,
  CATEGORIES,
  GENDERS,
  INDIAN_STATES,
  MENTOR_ACCOUNT_STATES,
  MENTOR_ASSIGNMENT_FILTERS,
  MENTOR_STATUS_FILTERS,
  PAYMENT_STATUSES,
  PHASES,
  REGION_FILTER_VALUES,
  REGISTRATION_STATUSES,
  SCHOOL_ACTIVITY_LEVELS,
  SCHOOL_REGISTRATION_FILTERS,
  SCHOOL_STATUSES,
  STUDENT_CLASSES,
  TEAM_MENTOR_FILTERS,
  TEAM_STATUSES,
  type AdminMentorsQuery,
  type AdminRegistrationsQuery,
  type AdminSchoolsQuery,
  type AdminStudentsQuery,
  type AdminTeamsQuery,
  type Category,
  type Gender,
  type MentorAccountState,
  type MentorAssignmentFilter,
  type MentorStatusFilter,
  type PaymentStatus,
  type PhaseNumber,
  type RegistrationStatus,
  type SchoolActivityLevel,
  type SchoolActivityStatus,
  type SchoolRegistrationFilter,
  type StudentClass,
  type TeamMentorFilter,
  type TeamStatus,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check } from '../../../common/field-rules';
import { FilterIn, SortableListQuery } from '../../../common/paging';
import { isSchoolCode } from '../../../kernel';

/**
 * The query strings of the five admin lists (and of their export): the paging rules of
 * SortableListQuery, plus each list's dropdown filters. A value outside a filter's options is a
 * 400 naming them; blank or 'all' means no filter.
 */

/** A numeric dropdown ('9' -> 9); blank and 'all' mean no filter; anything else stays for the check to refuse. */
function NumberFilterIn(values: readonly number[], message: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: values.map(String) })(target, key);
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().toLowerCase();
      if (text === '' || text === 'all') return undefined;
      return /^\d{1,3}$/.test(text) && values.includes(Number(text)) ? Number(text) : value;
    })(target, key);
    Check(`filter_${String(key)}`, (v) => typeof v === 'number' && values.includes(v), message)(target, key);
  };
}

/** `schoolCode`: one school of the directory (the assign-mentor modal lists its school's mentors). */
function SchoolCodeFilter(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: "One school's code", example: '1001' })(target, key);
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))(target, key);
    Check('schoolCode', (v) => typeof v === 'string' && isSchoolCode(v), ADMIN_LIST_MSG.schoolCode)(target, key);
  };
}

export class AdminTeamsQueryDto extends SortableListQuery(ADMIN_TEAM_SORTS) implements AdminTeamsQuery {
  @FilterIn(TEAM_STATUSES)
  status?: TeamStatus;

  @FilterIn(CATEGORIES)
  category?: Category;

  @NumberFilterIn(PHASES, ADMIN_LIST_MSG.phase)
  phase?: PhaseNumber;

  @FilterIn(REGION_FILTER_VALUES)
  region?: string;

  @FilterIn(TEAM_MENTOR_FILTERS)
  mentor?: TeamMentorFilter;

  @SchoolCodeFilter()
  schoolCode?: string;
}

export class AdminStudentsQueryDto extends SortableListQuery(ADMIN_STUDENT_SORTS) implements AdminStudentsQuery {
  @NumberFilterIn(STUDENT_CLASSES, ADMIN_LIST_MSG.class)
  class?: StudentClass;

  @FilterIn(GENDERS)
  gender?: Gender;

  @FilterIn(CATEGORIES)
  category?: Category;

  @FilterIn(REGION_FILTER_VALUES)
  region?: string;

  @SchoolCodeFilter()
  schoolCode?: string;
}

export class AdminSchoolsQueryDto extends SortableListQuery(ADMIN_SCHOOL_SORTS) implements AdminSchoolsQuery {
  @FilterIn(SCHOOL_ACTIVITY_LEVELS)
  activity?: SchoolActivityLevel;

  @FilterIn(SCHOOL_STATUSES)
  status?: SchoolActivityStatus;

  @FilterIn(REGION_FILTER_VALUES)
  region?: string;

  @FilterIn(SCHOOL_REGISTRATION_FILTERS)
  registration?: SchoolRegistrationFilter;
}

export class AdminMentorsQueryDto extends SortableListQuery(ADMIN_MENTOR_SORTS) implements AdminMentorsQuery {
  @FilterIn(MENTOR_STATUS_FILTERS)
  status?: MentorStatusFilter;

  @FilterIn(MENTOR_ASSIGNMENT_FILTERS)
  assignment?: MentorAssignmentFilter;

  /** The portal account's state (issue 26). */
  @FilterIn(MENTOR_ACCOUNT_STATES)
  accountState?: MentorAccountState;

  @FilterIn(REGION_FILTER_VALUES)
  region?: string;

  @SchoolCodeFilter()
  schoolCode?: string;
}

export class AdminRegistrationsQueryDto extends SortableListQuery(ADMIN_REGISTRATION_SORTS) implements AdminRegistrationsQuery {
  @FilterIn(PAYMENT_STATUSES)
  paymentStatus?: PaymentStatus;

  @FilterIn(REGISTRATION_STATUSES)
  registrationStatus?: RegistrationStatus;

  @FilterIn(REGION_FILTER_VALUES)
  region?: string;

  @FilterIn(INDIAN_STATES)
  state?: string;

  @FilterIn(CATEGORIES)
  category?: Category;
}

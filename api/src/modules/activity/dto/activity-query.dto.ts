import { ApiPropertyOptional } from '@nestjs/swagger';
import { ACTIVITY_ENTITY_TYPES, ACTIVITY_MSG, type ActivityEntityType, type ActivityQuery } from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check, isString } from '../../../common/field-rules';
import { FilterIn, SortableListQuery } from '../../../common/paging';

/** Trimmed text; blank means "not given" (like the list's own search). */
const optionalText = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A day of the calendar (2025-02-30 is not one, although Date.parse rolls it over to March). */
function isCalendarDay(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** A date (YYYY-MM-DD) or an ISO date-time that names a real moment. */
export function isDateOrDateTime(value: unknown): value is string {
  if (!isString(value) || !(DATE_ONLY.test(value) || DATE_TIME.test(value)) || !isCalendarDay(value)) return false;
  return !Number.isNaN(Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value));
}

export const ACTION_PATTERN = /^[A-Za-z0-9_.]{1,60}$/;
export const SCHOOL_CODE_PATTERN = /^[0-9A-Za-z]{1,12}$/;

/** `GET /admin/activity` and `/admin/activity/export` (the export ignores page and limit). */
export class ActivityQueryDto extends SortableListQuery(['at'] as const) implements ActivityQuery {
  @ApiPropertyOptional({ description: "An actor's id, or text matched in the actor's email, username, Team ID or name", maxLength: 100 })
  @Transform(optionalText)
  @Check('personText', (v) => isString(v) && v.length <= 100, ACTIVITY_MSG.invalidPerson)
  person?: string;

  @ApiPropertyOptional({ description: "An exact action ('team.updated') or a domain ('team', 'phase')", example: 'team' })
  @Transform(optionalText)
  @Check('actionText', (v) => isString(v) && ACTION_PATTERN.test(v), ACTIVITY_MSG.invalidAction)
  action?: string;

  @FilterIn(ACTIVITY_ENTITY_TYPES)
  entityType?: ActivityEntityType;

  @ApiPropertyOptional({ description: 'Entries about this school (its teams, mentors, registration)' })
  @Transform(optionalText)
  @Check('schoolCodeText', (v) => isString(v) && SCHOOL_CODE_PATTERN.test(v), ACTIVITY_MSG.invalidSchoolCode)
  schoolCode?: string;

  @ApiPropertyOptional({ description: 'From this moment on (a date alone: that day from 00:00 India time)', example: '2025-08-01' })
  @Transform(optionalText)
  @Check('fromDate', isDateOrDateTime, ACTIVITY_MSG.invalidDate('from'))
  from?: string;

  @ApiPropertyOptional({ description: 'Up to this moment (a date alone: the whole of that day, India time)', example: '2025-08-31' })
  @Transform(optionalText)
  @Check('toDate', isDateOrDateTime, ACTIVITY_MSG.invalidDate('to'))
  to?: string;
}

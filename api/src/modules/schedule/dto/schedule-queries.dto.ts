import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  LIST_SEARCH_MAX,
  REGION_FILTER_VALUES,
  SCHEDULE_SORTS,
  SCHEDULE_MSG,
  type ScheduleFiltersQuery,
  type ScheduleQuery,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check } from '../../../common/field-rules';
import { FilterIn, SortableListQuery } from '../../../common/paging';

/** A dropdown value taken from the data (district, zone): trimmed text, matched exactly in any case; blank and 'all' mean none. */
function ExactValue(message: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: 'A value the filters endpoint lists (any case)', maxLength: LIST_SEARCH_MAX })(target, key);
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return text === '' || text.toLowerCase() === 'all' ? undefined : text;
    })(target, key);
    Check(`exact_${String(key)}`, (v) => typeof v === 'string' && v.length <= LIST_SEARCH_MAX, message)(target, key);
  };
}

/**
 * `GET /region-admin/schooltimes` and its export: the paging rules, search (code, name, region,
 * district, zone), the region filter of every back-office list (a group or a region name) and
 * the district and zone dropdowns.
 */
export class ScheduleQueryDto extends SortableListQuery(SCHEDULE_SORTS) implements ScheduleQuery {
  @FilterIn(REGION_FILTER_VALUES)
  region?: string;

  @ExactValue(SCHEDULE_MSG.district)
  district?: string;

  @ExactValue(SCHEDULE_MSG.zone)
  zone?: string;
}

/** `GET /region-admin/schooltimes/filters`: `region` narrows the districts and zones. */
export class ScheduleFiltersQueryDto implements ScheduleFiltersQuery {
  @FilterIn(REGION_FILTER_VALUES)
  region?: string;
}

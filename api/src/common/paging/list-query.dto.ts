import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  LIST_DEFAULT_LIMIT,
  LIST_DEFAULT_PAGE,
  LIST_MAX_LIMIT,
  LIST_MAX_PAGE,
  LIST_SEARCH_MAX,
  PAGING_MSG,
  SORT_ORDERS,
  type ListQuery,
  type SortOrder,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check, isBlank } from '../field-rules';

/*
 * Query strings arrive as text. Each rule below turns the text it understands into its value and
 * leaves anything else as sent, so the check after it answers a 400 with one clear message
 * ('page must be a whole number of 1 or more') instead of a NaN reaching the database.
 */

/** '12' -> 12; blank or absent -> the default; anything else ('abc', '1.5', a repeated key) stays for the check to refuse. */
const wholeNumberOr =
  (fallback: number) =>
  ({ value }: { value: unknown }): unknown => {
    if (isBlank(value)) return fallback;
    if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim())) return Number(value.trim());
    return value;
  };

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Trimmed text; blank means "not given". */
const optionalText = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * page, limit, search and order of every paged list. Lists with sorting extend
 * `SortableListQuery(keys)`; lists add their filters with `@FilterIn(values)`.
 * Decision (docs/decisions.md): out-of-range paging is a 400, never silently clamped.
 */
export class ListQueryDto implements ListQuery {
  @ApiPropertyOptional({ description: '1-based page number', minimum: 1, maximum: LIST_MAX_PAGE, default: LIST_DEFAULT_PAGE })
  @Transform(wholeNumberOr(LIST_DEFAULT_PAGE))
  @Check('pageWhole', (v) => isWhole(v) && v >= 1, PAGING_MSG.page)
  @Check('pageMax', (v) => !isWhole(v) || v <= LIST_MAX_PAGE, PAGING_MSG.pageTooLarge)
  page: number = LIST_DEFAULT_PAGE;

  @ApiPropertyOptional({ description: 'Rows per page', minimum: 1, maximum: LIST_MAX_LIMIT, default: LIST_DEFAULT_LIMIT })
  @Transform(wholeNumberOr(LIST_DEFAULT_LIMIT))
  @Check('limitRange', (v) => isWhole(v) && v >= 1 && v <= LIST_MAX_LIMIT, PAGING_MSG.limit)
  limit: number = LIST_DEFAULT_LIMIT;

  @ApiPropertyOptional({ description: 'Case-insensitive substring search; blank lists all', maxLength: LIST_SEARCH_MAX })
  @Transform(optionalText)
  @Check('searchText', (v) => typeof v === 'string' && v.length <= LIST_SEARCH_MAX, PAGING_MSG.search)
  search?: string;

  @ApiPropertyOptional({ enum: SORT_ORDERS, description: 'Sort direction (default per list)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? optionalText({ value: value.toLowerCase() }) : value))
  @Check('order', (v) => v === 'asc' || v === 'desc', PAGING_MSG.order)
  order?: SortOrder;
}

/** The ListQueryDto of a sortable list: `sort` must be one of `keys` (the list's SortMap keys). */
export function SortableListQuery<TSort extends string>(keys: readonly TSort[]) {
  class SortableListQueryDto extends ListQueryDto implements ListQuery<TSort> {
    @ApiPropertyOptional({ enum: keys, description: 'Sort key (default per list)' })
    @Transform(optionalText)
    @Check('sortKey', (v) => typeof v === 'string' && (keys as readonly string[]).includes(v), PAGING_MSG.sort(keys))
    sort?: TSort;
  }
  return SortableListQueryDto;
}

/**
 * A dropdown filter of a list: optional, one of `values`. Matched case-insensitively and answered
 * as the canonical value (spec: dropdown filters match case-insensitively and exactly); blank and
 * 'all' (the spec's "all" option) mean no filter.
 */
export function FilterIn(values: readonly string[]): PropertyDecorator {
  const canonical = new Map(values.map((value) => [value.toLowerCase(), value]));
  return (target, propertyKey) =>
    applyDecorators(
      ApiPropertyOptional({ enum: [...values] }),
      Transform(({ value }: { value: unknown }) => {
        const text = optionalText({ value });
        if (typeof text !== 'string') return text;
        if (text.toLowerCase() === 'all') return undefined;
        return canonical.get(text.toLowerCase()) ?? text;
      }),
      Check(`filter_${String(propertyKey)}`, (v) => typeof v === 'string' && values.includes(v), PAGING_MSG.filter(String(propertyKey), values)),
    )(target, propertyKey);
}

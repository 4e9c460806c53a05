/** Server-side paging, search, filters and sort of the back-office lists (see paginate.ts). */
export { ListQueryDto, SortableListQuery, FilterIn } from './list-query.dto';
export { paginate } from './paginate';
export type { PaginateOptions, SortMap, RowOf } from './paginate';
export { searchCondition, escapeLike } from './search';
export { regionCondition, regionMatches } from './region-filter';

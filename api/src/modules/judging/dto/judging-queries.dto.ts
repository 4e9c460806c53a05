import { CATEGORIES, JUDGING_COVERAGE_SORTS, JUDGING_RESULT_SORTS, JUDGING_ROUND_SORTS, KVS_REGIONS, ZONES, type Category, type JudgingCoverageQuery, type JudgingResultsQuery, type JudgingRoundsQuery } from '@hackathon/contracts';
import { FilterIn, SortableListQuery } from '../../../common/paging';

/** `GET /judging/rounds`: newest first unless told. */
export class JudgingRoundsQueryDto extends SortableListQuery(JUDGING_ROUND_SORTS) implements JudgingRoundsQuery {}

/** `GET /judging/rounds/{id}/coverage`: search over team name and Team ID; complete or not. */
export class JudgingCoverageQueryDto extends SortableListQuery(JUDGING_COVERAGE_SORTS) implements JudgingCoverageQuery {
  @FilterIn(['incomplete', 'complete'])
  state?: 'incomplete' | 'complete';
}

/** `GET /judging/rounds/{id}/results`: search over team name and Team ID, filters, best normalised first unless told. */
export class JudgingResultsQueryDto extends SortableListQuery(JUDGING_RESULT_SORTS) implements JudgingResultsQuery {
  @FilterIn(CATEGORIES)
  category?: Category;

  @FilterIn(KVS_REGIONS.map((r) => r.name))
  region?: string;

  @FilterIn(ZONES.map((z) => z.code))
  zone?: string;

  @FilterIn(['true', 'false'])
  flagged?: 'true' | 'false';
}

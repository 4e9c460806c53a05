import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  API_MSG,
  CATEGORIES,
  ELIMINATION_REASON_MAX,
  JUDGING_MSG,
  PHASE_BULK_MAX,
  PHASE_MSG,
  PHASE_SCORE_FILTERS,
  PHASE_TEAM_SORTS,
  PHASES,
  PROMOTE_TOP_GROUPINGS,
  PROMOTE_TOP_MAX,
  PROMOTE_TOP_MSG,
  PROMOTE_TOP_PHASES,
  TEAM_STATUSES,
  type AutoEliminateInput,
  type Category,
  type EliminateTeamsInput,
  type PhaseListQuery,
  type PhaseNumber,
  type PhaseScoreFilter,
  type PhaseScoreInput,
  type PhaseTeamsInput,
  type PromoteTopGroupBy,
  type PromoteTopInput,
  type PromoteTopPhase,
  type TeamStatus,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check, Required, trimString } from '../../../common/field-rules';
import { FilterIn, SortableListQuery } from '../../../common/paging';
import { isUuid, parseTeamRef } from '../../../kernel';

const isPhase = (v: unknown): v is PhaseNumber => (PHASES as readonly unknown[]).includes(v);
const isWholeIn = (min: number, max: number) => (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** An `_id` (UUID) or a Team ID, as the teams module reads them. */
function isTeamRef(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    parseTeamRef(value);
    return true;
  } catch {
    return false;
  }
}

const isList = (v: unknown): v is unknown[] => Array.isArray(v);

/**
 * `teamIds` of every bulk action: one message per problem, checked in this order (each check
 * passes what an earlier one refuses, so only the first problem is reported).
 */
function TeamIdsRules(): PropertyDecorator {
  const rules = [
    Required({ message: PHASE_MSG.selectTeamsFirst }),
    Check('teamIdsList', isList, PHASE_MSG.teamIdsList),
    Check('teamIdsNotEmpty', (v) => !isList(v) || v.length > 0, PHASE_MSG.selectTeamsFirst),
    Check('teamIdsMax', (v) => !isList(v) || v.length <= PHASE_BULK_MAX, PHASE_MSG.tooManyTeams),
    Check('teamIdsValid', (v) => !isList(v) || v.length > PHASE_BULK_MAX || v.every(isTeamRef), API_MSG.invalidTeamId),
  ];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/** Body of promote-phase2, promote-finalist, demote-finalist, demote-phase2, reactivate. */
export class PhaseTeamsDto implements PhaseTeamsInput {
  @ApiProperty({ description: `Each a team's _id or Team ID; 1 to ${PHASE_BULK_MAX}`, example: ['A1001JR1', 'A1001SR2'], type: [String] })
  @TeamIdsRules()
  teamIds!: string[];
}

/** Body of eliminate. */
export class EliminateTeamsDto extends PhaseTeamsDto implements EliminateTeamsInput {
  @ApiPropertyOptional({ description: "Blank or absent: 'Performance based'", maxLength: ELIMINATION_REASON_MAX, example: 'Performance based' })
  @Transform(trimString)
  @Check('reasonText', (v) => typeof v === 'string' && v.length <= ELIMINATION_REASON_MAX, PHASE_MSG.reasonText)
  reason?: string;
}

/** Body of auto-eliminate. */
export class AutoEliminateDto implements AutoEliminateInput {
  @ApiProperty({ description: 'Teams whose score for the phase is below this are eliminated', minimum: 0, maximum: 100, example: 40 })
  @Required({ message: PHASE_MSG.thresholdRequired })
  @Check('threshold', isWholeIn(0, 100), PHASE_MSG.threshold)
  threshold!: number;

  @ApiPropertyOptional({ enum: PHASES, default: 1, description: '1 = Phase 1, 2 = Phase 2, 3 = Finalist' })
  @Check('phase', isPhase, PHASE_MSG.phase)
  phase?: PhaseNumber;

  @ApiPropertyOptional({ description: 'Absent or false: preview only. true: eliminate.', default: false })
  @Check('confirm', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  confirm?: boolean;
}

/** Body of promote-top (issue 27). */
export class PromoteTopDto implements PromoteTopInput {
  @ApiProperty({ enum: PROMOTE_TOP_PHASES, description: '1: the best of Phase 1 go to Phase 2; 2: the best of Phase 2 become finalists' })
  @Required({ message: PHASE_MSG.phaseRequired })
  @Check('phase', (v) => (PROMOTE_TOP_PHASES as readonly unknown[]).includes(v), PROMOTE_TOP_MSG.phase)
  phase!: PromoteTopPhase;

  @ApiProperty({ description: 'Teams taken from each group; every team tied with the Nth is taken too', minimum: 1, maximum: PROMOTE_TOP_MAX, example: 3 })
  @Required({ message: PROMOTE_TOP_MSG.nRequired })
  @Check('n', isWholeIn(1, PROMOTE_TOP_MAX), PROMOTE_TOP_MSG.n)
  n!: number;

  @ApiProperty({ enum: PROMOTE_TOP_GROUPINGS, description: "Groups: each region, or each zone (N, S, E, W, C), and each category" })
  @Required({ message: PROMOTE_TOP_MSG.groupByRequired })
  @Check('groupBy', (v) => (PROMOTE_TOP_GROUPINGS as readonly unknown[]).includes(v), PROMOTE_TOP_MSG.groupBy)
  groupBy!: PromoteTopGroupBy;

  @ApiPropertyOptional({ format: 'uuid', description: "A judging round's _id: only the teams it judged are candidates" })
  @Check('roundId', (v) => typeof v === 'string' && isUuid(v), JUDGING_MSG.invalidId)
  roundId?: string;

  @ApiPropertyOptional({ description: 'Absent or false: preview only. true: promote the teams chosen at that moment.', default: false })
  @Check('confirm', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  confirm?: boolean;
}

/** Body of `PUT /teams/phases/{id}/score`. */
export class PhaseScoreDto implements PhaseScoreInput {
  @ApiProperty({ enum: PHASES, description: '1 = Phase 1, 2 = Phase 2, 3 = Finalist' })
  @Required({ message: PHASE_MSG.phaseRequired })
  @Check('phase', isPhase, PHASE_MSG.phase)
  phase!: PhaseNumber;

  @ApiProperty({ description: 'A whole number from 0 to 100 (a JSON number)', minimum: 0, maximum: 100, example: 78 })
  @Required({ message: PHASE_MSG.scoreRequired })
  @Check('score', isWholeIn(0, 100), PHASE_MSG.score)
  score!: number;
}

/** `?phase=` of the list: '1', '2' or '3' become numbers; blank and 'all' mean no filter. */
const phaseQuery = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'all') return undefined;
  return /^[123]$/.test(text) ? Number(text) : value;
};

/** `GET /teams/phases/list`. */
export class PhaseListQueryDto extends SortableListQuery(PHASE_TEAM_SORTS) implements PhaseListQuery {
  @ApiPropertyOptional({ enum: ['1', '2', '3'], description: 'Current phase (3 = Finalist)' })
  @Transform(phaseQuery)
  @Check('phaseFilter', isPhase, PHASE_MSG.phase)
  phase?: PhaseNumber;

  @FilterIn(TEAM_STATUSES)
  status?: TeamStatus;

  @FilterIn(CATEGORIES)
  category?: Category;

  /** 'unscored': no score yet for the phase the team is in (issue 25). */
  @FilterIn(PHASE_SCORE_FILTERS)
  score?: PhaseScoreFilter;
}

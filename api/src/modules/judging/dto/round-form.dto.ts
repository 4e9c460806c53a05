import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CATEGORIES,
  JUDGES_PER_TEAM_MAX,
  JUDGING_MSG,
  JUDGING_ROUND_LIMITS,
  KVS_REGIONS,
  PHASE_MSG,
  ZONES,
  type Category,
  type JudgingPhase,
  type JudgingRoundInput,
  type RubricCriterionDef,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';
import { Check, maxLen, Required, trimString } from '../../../common/field-rules';
import { isUuid } from '../../../kernel';

const REGION_NAMES = new Map(KVS_REGIONS.map((r) => [r.name.toLowerCase(), r.name]));
const ZONE_CODES = new Set<string>(ZONES.map((z) => z.code));
const listOf = (value: unknown, each: (v: unknown) => boolean) => Array.isArray(value) && value.every(each);
/** Region names as stored ('agra' -> 'Agra'); anything else stays as sent for the check to refuse. */
const regionNames = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? (REGION_NAMES.get(v.trim().toLowerCase()) ?? v) : v)) : value;
const isFutureDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && Date.parse(v) > Date.now();

/**
 * A round's form (create, and edit before assignment). The rubric's criteria are checked as a
 * whole by the service (rubric-rules.ts: one problem per field path); the rest here, one message
 * per field.
 */
export class JudgingRoundDto implements JudgingRoundInput {
  @ApiProperty({ maxLength: JUDGING_ROUND_LIMITS.nameMax, example: 'Regional round' })
  @Transform(trimString)
  @Required({ message: JUDGING_MSG.roundName() })
  @Check('nameMax', maxLen(JUDGING_ROUND_LIMITS.nameMax), JUDGING_MSG.roundName())
  name!: string;

  @ApiProperty({ enum: [1, 2, 3] })
  @Required()
  @Check('phase', (v) => v === 1 || v === 2 || v === 3, PHASE_MSG.phase)
  phase!: JudgingPhase;

  @ApiPropertyOptional({ enum: CATEGORIES, isArray: true, description: 'Empty: both categories' })
  @Check('categories', (v) => listOf(v, (c) => (CATEGORIES as readonly unknown[]).includes(c)), JUDGING_MSG.categories)
  categories?: Category[];

  @ApiPropertyOptional({ type: [String], description: 'Region names (any case); empty: every region' })
  @Transform(regionNames)
  @Check('regions', (v) => listOf(v, (r) => typeof r === 'string' && KVS_REGIONS.some((k) => k.name === r)), JUDGING_MSG.region)
  regions?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Zone codes (N, S, E, W, C); empty: every zone' })
  @Check('zones', (v) => listOf(v, (z) => typeof z === 'string' && ZONE_CODES.has(z)), JUDGING_MSG.zone)
  zones?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: JUDGING_ROUND_LIMITS.schoolCodesMax, description: 'School codes of the directory; empty: every school' })
  @Check('schoolCodes', (v) => listOf(v, (c) => typeof c === 'string' && c.length <= 20) && (v as unknown[]).length <= JUDGING_ROUND_LIMITS.schoolCodesMax, JUDGING_MSG.schoolCodes())
  schoolCodes?: string[];

  @ApiProperty({ type: 'array', items: { type: 'object' }, description: 'The rubric: RubricCriterionDef[] (1-12)' })
  @Allow()
  criteria!: RubricCriterionDef[];

  @ApiProperty({ type: [String], description: "The judges taking part (active judges' _id)" })
  @Required({ message: JUDGING_MSG.noJudges })
  @Check('judgeIds', (v) => listOf(v, (id) => typeof id === 'string' && isUuid(id)) && (v as unknown[]).length > 0, JUDGING_MSG.noJudges)
  judgeIds!: string[];

  @ApiPropertyOptional({ minimum: 1, maximum: JUDGES_PER_TEAM_MAX, default: 3 })
  @Check('judgesPerTeam', (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= JUDGES_PER_TEAM_MAX, JUDGING_MSG.judgesPerTeam())
  judgesPerTeam?: number;

  @ApiPropertyOptional({ default: true })
  @Check('blind', (v) => typeof v === 'boolean', JUDGING_MSG.yesNo)
  blind?: boolean;

  @ApiPropertyOptional({ default: false })
  @Check('excludeSameRegion', (v) => typeof v === 'boolean', JUDGING_MSG.yesNo)
  excludeSameRegion?: boolean;

  @ApiPropertyOptional({ default: false })
  @Check('shareComments', (v) => typeof v === 'boolean', JUDGING_MSG.yesNo)
  shareComments?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, default: 25 })
  @Check('threshold', (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100, JUDGING_MSG.threshold)
  disagreementThreshold?: number;

  @ApiProperty({ format: 'date-time' })
  @Required({ message: JUDGING_MSG.deadlineInvalid })
  @Check('deadline', isFutureDate, JUDGING_MSG.deadlineInvalid)
  deadline!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  API_MSG,
  CATEGORIES,
  CERTIFICATE_KINDS,
  CERTIFICATE_LIMITS,
  CERTIFICATES_MSG,
  KVS_REGIONS,
  ZONES,
  type Category,
  type CertificateBatchInput,
  type CertificateKind,
  type CertificateSelection,
} from '@hackathon/contracts';
import { Transform, Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { Check, Required } from '../../../common/field-rules';

const REGION_NAMES = new Map(KVS_REGIONS.map((r) => [r.name.toLowerCase(), r.name]));
const ZONE_CODES = new Set<string>(ZONES.map((z) => z.code));
const listOf = (value: unknown, max: number, each: (v: unknown) => boolean) => Array.isArray(value) && value.length <= max && value.every(each);
const trimmedList = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value);
const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Who a batch is for: every field narrows, none given: every team. */
export class CertificateSelectionDto implements CertificateSelection {
  @ApiPropertyOptional({ enum: [1, 2, 3], description: 'Teams that reached this phase or beyond (1: every team)' })
  @Check('minPhase', (v) => v === 1 || v === 2 || v === 3, CERTIFICATES_MSG.minPhase)
  minPhase?: 1 | 2 | 3;

  @ApiPropertyOptional({ default: false, description: 'Only teams not eliminated (status ACTIVE)' })
  @Check('activeOnly', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  activeOnly?: boolean;

  @ApiPropertyOptional({ enum: CATEGORIES })
  @Check('category', (v) => (CATEGORIES as readonly unknown[]).includes(v), CERTIFICATES_MSG.category)
  category?: Category;

  @ApiPropertyOptional({ type: [String], maxItems: CERTIFICATE_LIMITS.regionsMax, description: 'Region names (any case)' })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? (REGION_NAMES.get(v.trim().toLowerCase()) ?? v) : v)) : value))
  @Check('regions', (v) => listOf(v, CERTIFICATE_LIMITS.regionsMax, (r) => typeof r === 'string' && KVS_REGIONS.some((k) => k.name === r)), CERTIFICATES_MSG.regions())
  regions?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Zone codes' })
  @Check('zones', (v) => listOf(v, ZONE_CODES.size, (z) => typeof z === 'string' && ZONE_CODES.has(z)), CERTIFICATES_MSG.zones)
  zones?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: CERTIFICATE_LIMITS.schoolCodesMax })
  @Transform(trimmedList)
  @Check('schoolCodes', (v) => listOf(v, CERTIFICATE_LIMITS.schoolCodesMax, (c) => typeof c === 'string' && c.length > 0 && c.length <= 20), CERTIFICATES_MSG.schoolCodes())
  schoolCodes?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: CERTIFICATE_LIMITS.teamIdsMax, description: 'Team IDs' })
  @Transform(trimmedList)
  @Check('teamIds', (v) => listOf(v, CERTIFICATE_LIMITS.teamIdsMax, (c) => typeof c === 'string' && c.length > 0 && c.length <= 20), CERTIFICATES_MSG.teamIds())
  teamIds?: string[];
}

/** `POST /certificates/batches` and its sample: the kind and who qualifies; confirm to issue. */
export class CertificateBatchDto implements CertificateBatchInput {
  @ApiProperty({ enum: CERTIFICATE_KINDS })
  @Required({ message: CERTIFICATES_MSG.kind })
  @Check('kind', (v) => (CERTIFICATE_KINDS as readonly unknown[]).includes(v), CERTIFICATES_MSG.kind)
  kind!: CertificateKind;

  @ApiProperty({ type: CertificateSelectionDto })
  @Required({ message: CERTIFICATES_MSG.selection })
  @Type(() => CertificateSelectionDto)
  @ValidateNested({ message: CERTIFICATES_MSG.selection })
  @Check('selectionObject', isPlainObject, CERTIFICATES_MSG.selection)
  selection!: CertificateSelectionDto;

  @ApiPropertyOptional({ default: false, description: 'Absent or false: the preview only. true: issue' })
  @Check('confirm', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  confirm?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: "With confirm: the preview's count; another count now is a 409 with the new preview" })
  @Check('expectedCount', (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0, CERTIFICATES_MSG.expectedCount)
  expectedCount?: number;
}

import { DEFAULTS, type SchoolLookup } from '@hackathon/contracts';
import type { SchoolRow } from '../../kernel';

/** A directory row as the spec's school lookup result, with the spec's defaults for blanks. */
export function toSchoolLookup(row: SchoolRow): SchoolLookup {
  return {
    kvCode: row.code,
    kvName: row.name,
    district: orDefault(row.district, DEFAULTS.unknown),
    state: orDefault(row.state, DEFAULTS.unknown),
    region: orDefault(row.region, DEFAULTS.unknown),
    zone: orDefault(row.zone, DEFAULTS.zone),
    contactNumber: row.contactNumber ?? '',
    email: row.email ?? '',
  };
}

function orDefault(value: string | null | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value : fallback;
}

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likeContains(query: string): string {
  return '%' + query.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
}

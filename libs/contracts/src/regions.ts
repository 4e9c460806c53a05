/**
 * The 25 regions of the school network and the 5 zones that group them (docs/decisions.md).
 * `zone` is the code stored in the zone columns (default 'N'); `group` is the six-value region
 * filter of the back office (North, South, East, West, Central, Northeast): the zone's name,
 * except that the three north-eastern regions of the East zone form 'Northeast'.
 */
import type { Category } from './constants';
import { REGION_GROUPS } from './constants';

export const ZONES = [
  { code: 'N', name: 'North' },
  { code: 'S', name: 'South' },
  { code: 'E', name: 'East' },
  { code: 'W', name: 'West' },
  { code: 'C', name: 'Central' },
] as const;
export type ZoneCode = (typeof ZONES)[number]['code'];
export type RegionGroup = (typeof REGION_GROUPS)[number];

export interface KvsRegion {
  /** As stored in schools.region and accounts.region, e.g. 'Agra'. */
  name: string;
  /** Lower-case ASCII, used in usernames (`ra.<slug>`). */
  slug: string;
  zone: ZoneCode;
  group: RegionGroup;
}

function region(name: string, zone: ZoneCode, group?: RegionGroup): KvsRegion {
  const zoneName = ZONES.find((z) => z.code === zone)!.name as RegionGroup;
  return { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), zone, group: group ?? zoneName };
}

export const KVS_REGIONS: readonly KvsRegion[] = [
  region('Agra', 'N'),
  region('Ahmedabad', 'W'),
  region('Bengaluru', 'S'),
  region('Bhopal', 'C'),
  region('Bhubaneswar', 'E'),
  region('Chandigarh', 'N'),
  region('Chennai', 'S'),
  region('Dehradun', 'N'),
  region('Delhi', 'N'),
  region('Ernakulam', 'S'),
  region('Guwahati', 'E', 'Northeast'),
  region('Gurugram', 'N'),
  region('Hyderabad', 'S'),
  region('Jabalpur', 'C'),
  region('Jaipur', 'W'),
  region('Jammu', 'N'),
  region('Kolkata', 'E'),
  region('Lucknow', 'N'),
  region('Mumbai', 'W'),
  region('Patna', 'E'),
  region('Raipur', 'C'),
  region('Ranchi', 'E'),
  region('Silchar', 'E', 'Northeast'),
  region('Tinsukia', 'E', 'Northeast'),
  region('Varanasi', 'N'),
];

export function findRegion(name: string | null | undefined): KvsRegion | undefined {
  if (!name) return undefined;
  const key = name.trim().toLowerCase();
  return KVS_REGIONS.find((r) => r.name.toLowerCase() === key || r.slug === key);
}

/** The back-office filter group of a region name (case-insensitive); null for an unknown region. */
export function regionGroupOf(name: string | null | undefined): RegionGroup | null {
  return findRegion(name)?.group ?? null;
}

export function zoneName(code: string | null | undefined): string | null {
  return ZONES.find((z) => z.code === code)?.name ?? null;
}

/** The region initial of a team ID: the region name's first letter, upper case ('N' when unknown). */
export function regionInitial(regionName: string | null | undefined): string {
  const letter = (regionName ?? '').trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : 'N';
}

/** Team ID of the spec: region initial + school code + JR/SR + number 1-4 (e.g. A1001JR2). */
export function buildTeamId(regionName: string | null | undefined, schoolCode: string, category: Category, teamNumber: number): string {
  return `${regionInitial(regionName)}${schoolCode}${category.toUpperCase()}${teamNumber}`;
}

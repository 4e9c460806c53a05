import { KVS_REGIONS, REGION_GROUPS, regionGroupOf, type RegionGroup } from '@hackathon/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * The `region` filter of every back-office list (the admin lists, the region and super admin
 * summary, payment verification, Schedule & Attendance): a region group (North, South, East, West,
 * Central, Northeast) keeps the rows of its regions; a region name keeps that region. Any case, as
 * the spec's filters; the DTOs' FilterIn(REGION_FILTER_VALUES) has already refused anything else.
 */

/** The group a filter value names (any case), or undefined when it names a region. */
function groupOf(value: string): RegionGroup | undefined {
  return REGION_GROUPS.find((group) => group.toLowerCase() === value.toLowerCase());
}

/** The filter as a condition on a region column; undefined for no filter. */
export function regionCondition(regionColumn: AnyColumn | SQL, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  const group = groupOf(value);
  if (!group) return sql`lower(${regionColumn}) = ${value.toLowerCase()}`;
  const names = KVS_REGIONS.filter((r) => r.group === group).map((r) => sql`${r.name.toLowerCase()}`);
  return sql`lower(${regionColumn}) in (${sql.join(names, sql`, `)})`;
}

/** The same rule in memory (values already read, such as the dropdowns' distinct regions). */
export function regionMatches(value: string | undefined, region: string): boolean {
  if (!value) return true;
  const group = groupOf(value);
  return group ? regionGroupOf(region) === group : region.toLowerCase() === value.toLowerCase();
}

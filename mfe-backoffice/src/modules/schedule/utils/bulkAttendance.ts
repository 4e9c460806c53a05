import type { AttendanceBulkFilter } from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import { tr } from '../../shared/utils/text';

/** The keys of the list's query that select schedules (the rest is paging and sort). */
const FILTER_KEYS = ['search', 'region', 'district', 'zone'] as const;

/** The list's current search and filters as the bulk call's `filter` (blank values left out). */
export function attendanceFilterOf(query: Record<string, string | number>): AttendanceBulkFilter {
  const filter: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') filter[key] = String(value);
  }
  return filter;
}

/** The search and filters in words ('Search: "agra", District: Agra'); empty when none. */
export function attendanceFilterWords(filter: AttendanceBulkFilter, defs: readonly FilterDef[]): string[] {
  return Object.entries(filter).map(([key, value]) => {
    if (key === 'search') return tr('backoffice.bulkAttendance.searchTerm', { term: String(value) });
    const label = defs.find((d) => d.key === key)?.label ?? key;
    return tr('backoffice.bulkAttendance.filterValue', { label, value: String(value) });
  });
}

import { REGISTRATION_STATUSES, type RegistrationBulkFilter, type RegistrationBulkResult } from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import { registrationStatusLabel } from '../../../../shared/utils/labels';
import { tr } from '../../../../../i18n';

/** The keys of the list's query that select registrations (the rest is paging and sort). */
const FILTER_KEYS = ['search', 'paymentStatus', 'registrationStatus', 'region', 'state', 'category'] as const;

/** The list's current search and filters as the bulk call's `filter` (blank values left out). */
export function bulkFilterOf(query: Record<string, string | number>): RegistrationBulkFilter {
  const filter: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') filter[key] = String(value);
  }
  return filter as RegistrationBulkFilter;
}

/** The search and filters in words ('Search: "kv", Registration Status: Pending'); empty when none. */
export function filterWords(filter: RegistrationBulkFilter, defs: readonly FilterDef[]): string[] {
  return Object.entries(filter).map(([key, value]) => {
    if (key === 'search') return tr('backoffice.bulkRegistrations.searchTerm', { term: String(value) });
    const def = defs.find((d) => d.key === key);
    const option = def?.options.find((o) => o.value === value)?.label ?? String(value);
    return tr('backoffice.bulkRegistrations.filterValue', { label: def?.label ?? key, value: option });
  });
}

/** 'Pending: 18, Rejected: 2': the statuses the changing registrations leave. */
export function fromStatusWords(result: Pick<RegistrationBulkResult, 'fromStatus'>): string {
  return REGISTRATION_STATUSES.filter((status) => result.fromStatus[status] > 0)
    .map((status) => tr('backoffice.bulkRegistrations.statusCount', { status: registrationStatusLabel(status), count: result.fromStatus[status] }))
    .join(', ');
}

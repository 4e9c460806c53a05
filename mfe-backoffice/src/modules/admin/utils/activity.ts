import { activityActionLabel, formatDateTime, type ActivityEntry } from '@hackathon/contracts';
import { tr } from '../../../i18n';

/** One field of a recorded change: its value before and after ('—' for absent). */
export interface ActivityChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** A recorded value as text: strings as they are, everything else as compact JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The before/after of an entry as rows, one per field in either side (in the order they were
 * recorded, before's first); `changed` marks the fields whose value differs.
 */
export function activityChanges(entry: Pick<ActivityEntry, 'before' | 'after'>): ActivityChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const was = showValue(before[field]);
    const now = showValue(after[field]);
    return { field, before: was, after: now, changed: JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null) };
  });
}

/** Who did it, for people: the account's name, else its label (email, username, Team ID), else the role. */
export function activityActor(entry: Pick<ActivityEntry, 'actorName' | 'actorLabel' | 'actorRole'>): string {
  return entry.actorName?.trim() || entry.actorLabel?.trim() || entry.actorRole || tr('backoffice.activity.system');
}

/** A one-line summary: 'Registration edited by Asha Rao on 21 Aug 2025, 4:30 pm'. */
export function activitySummary(entry: ActivityEntry): string {
  return tr('backoffice.activity.summary', { action: activityActionLabel(entry.action), who: activityActor(entry), when: formatDateTime(entry.at) });
}

/** The changed field names of an entry, for a compact history line ('email, contactNumber'). */
export function changedFields(entry: Pick<ActivityEntry, 'before' | 'after'>): string[] {
  return activityChanges(entry)
    .filter((change) => change.changed)
    .map((change) => change.field);
}

/** Action filter options: each domain ('All team actions') then each known action. */
export function activityActionOptions(labels: Readonly<Record<string, string>>): { value: string; label: string }[] {
  const domains = [...new Set(Object.keys(labels).map((action) => action.split('.')[0]))];
  return [
    ...domains.map((domain) => ({ value: domain, label: tr('backoffice.activity.allActions', { domain }) })),
    ...Object.entries(labels).map(([value, label]) => ({ value, label })),
  ];
}

/** A date input's value (YYYY-MM-DD) or '' when it is not a real date. */
export function dateFilterValue(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? '' : value;
}

/**
 * The list's query as `GET /admin/activity` takes it: the search box is the person filter (name,
 * email, username or Team ID of who did it), so `search` travels as `person`.
 */
export function activityRequestQuery(query: Record<string, string | number>): Record<string, string | number> {
  const { search, ...rest } = query;
  return search === undefined || search === '' ? rest : { ...rest, person: search };
}

/** A record type as shown: 'team' (English keeps the machine word; Hindi names it). */
export function entityTypeText(type: string): string {
  return tr('backoffice.activity.entityType', { type });
}

/**
 * The record an entry is about, as people name it (issue 25): 'team A1001JR1 (Robo Kids)',
 * 'registration 1001 (KV No. 1 Agra)', 'notification: Bootcamp moved'; the stored id only when the
 * server knows no better name.
 */
export function entityText(entry: Pick<ActivityEntry, 'entityType' | 'entityId' | 'entityRef' | 'entityName'>): string {
  const type = entityTypeText(entry.entityType);
  const ref = entry.entityRef?.trim();
  const name = entry.entityName?.trim();
  if (ref && name && name !== ref) return tr('backoffice.activityPeople.recordNamed', { type, ref, name });
  if (ref) return tr('backoffice.activityPeople.record', { type, ref });
  if (name) return tr('backoffice.activityPeople.nameOnly', { type, name });
  return tr('backoffice.activity.record', { type, id: entry.entityId });
}

/** The entry's school: '1001 · KV No. 1 Agra', the code alone without a name, '' without a school. */
export function schoolText(entry: Pick<ActivityEntry, 'schoolCode' | 'schoolName'>): string {
  if (!entry.schoolCode) return '';
  return entry.schoolName?.trim() ? tr('backoffice.activityPeople.school', { code: entry.schoolCode, name: entry.schoolName.trim() }) : entry.schoolCode;
}

/** A record type as a filter option: 'Team'. */
export function entityTypeLabel(type: string): string {
  return tr('backoffice.activity.entityTypeLabel', { type });
}

/** The date filters' problem, if any: from after to is refused by the API, so it is not sent. */
export function dateRangeProblem(from: string, to: string): boolean {
  return Boolean(from && to && from > to);
}

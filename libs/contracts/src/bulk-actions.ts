/**
 * Bulk work on the event morning (issue 25, "The back office on a live event"): approve or reject
 * registrations (the admin's Registration section), and mark one attendance day Present or Absent
 * (Schedule & Attendance), for the picked rows or for every row matching the list's search and
 * filters. Like auto-eliminate, a call without `confirm: true` is a preview that writes nothing;
 * with it, the rows that need the change are changed in one transaction, each audited. A row
 * already in the wanted state is skipped (counted, not an error).
 */
import english from '@hackathon/catalogue/compiled/en/api.json';
import type { Category } from './constants';
import type { PaymentStatus, RegistrationStatus } from './entities';
import { messageTable } from './i18n/define';
import { translate } from './i18n/translate';
import type { AttendanceDay, ScheduleAttendanceField, ScheduleAttendanceInput } from './schedule';

/**
 * The most rows one call may name: five full pages of a list, and 500 UUIDs stay inside the API's
 * 32 KB body limit (about 20 KB). More: select by the filters.
 */
export const BULK_IDS_MAX = 500;
/** How many of the rows that change a preview (and an apply) names. */
export const BULK_SAMPLE_MAX = 10;
/** The longest reason an admin may give a bulk decision (kept in the Activity log). */
export const BULK_REASON_MAX = 500;

/** What a bulk call answers besides its own fields: the counts a preview shows and an apply reports. */
export interface BulkOutcome {
  /** false: a preview (nothing written); true: applied. */
  confirmed: boolean;
  /** Rows selected: the named ones that exist within the caller's reach, or every row the filter matches. */
  selected: number;
  /** Rows that change (preview: would change); an apply changes exactly these. */
  changes: number;
  /** Rows already in the wanted state: left alone. */
  skipped: number;
  /** Named rows that do not exist or lie outside the caller's reach (as sent); never changed. */
  notFound: string[];
}

// ---- registrations ----

export const REGISTRATION_BULK_ACTIONS = ['approve', 'reject'] as const;
export type RegistrationBulkAction = (typeof REGISTRATION_BULK_ACTIONS)[number];

/** The registration status each action sets (the Edit Registration form's field and values). */
export const REGISTRATION_BULK_STATUS: Readonly<Record<RegistrationBulkAction, RegistrationStatus>> = { approve: 'approved', reject: 'rejected' };

/** The registrations list's search and filters (AdminRegistrationsQuery without paging and sort). */
export interface RegistrationBulkFilter {
  search?: string;
  paymentStatus?: PaymentStatus;
  registrationStatus?: RegistrationStatus;
  region?: string;
  state?: string;
  category?: Category;
}

/** `POST /admin/registrations/bulk-status`: exactly one of `registrationIds` and `filter`. */
export interface RegistrationBulkInput {
  action: RegistrationBulkAction;
  /** The picked registrations' `_id`s, 1 to BULK_IDS_MAX; repeats count once. */
  registrationIds?: string[];
  /** Every registration matching the list's search and filters (an empty object: every registration). */
  filter?: RegistrationBulkFilter;
  /** Optional, at most BULK_REASON_MAX characters: kept with each change in the Activity log. */
  reason?: string;
  /** Absent or false: the preview. true: apply. */
  confirm?: boolean;
  /** With confirm: the preview's `changes`; when the selection now holds another number, 409 with the new preview and nothing written. */
  expectedChanges?: number;
}

/** A registration that changes, as the preview names it. */
export interface RegistrationBulkRow {
  _id: string;
  kvCode: string;
  kvName: string;
  /** Its status before the change. */
  registrationStatus: RegistrationStatus;
}

export interface RegistrationBulkResult extends BulkOutcome {
  action: RegistrationBulkAction;
  /** The status set: 'approved' or 'rejected'. */
  status: RegistrationStatus;
  /** The changes by the status they leave (e.g. 18 pending, 2 rejected). */
  fromStatus: Record<RegistrationStatus, number>;
  /** The first BULK_SAMPLE_MAX of the changes, by school code. */
  sample: RegistrationBulkRow[];
}

// ---- attendance ----

/** The Schedule & Attendance list's search and filters (ScheduleQuery without paging and sort). */
export interface AttendanceBulkFilter {
  search?: string;
  region?: string;
  district?: string;
  zone?: string;
}

/** `POST /schedule/attendance/bulk`: one day of one cohort, Present or Absent; exactly one of `kvCodes` and `filter`. */
export interface AttendanceBulkInput extends ScheduleAttendanceInput {
  /** The picked schools' codes, 1 to BULK_IDS_MAX; repeats count once. */
  kvCodes?: string[];
  /** Every schedule matching the list's search and filters (an empty object: every schedule). */
  filter?: AttendanceBulkFilter;
  confirm?: boolean;
  /** With confirm: the preview's `changes` (see RegistrationBulkInput). */
  expectedChanges?: number;
}

/** A school whose day changes, as the preview names it. */
export interface AttendanceBulkRow {
  kvCode: string;
  kvName: string;
  /** The day's flag before ('P', 'A' or null). */
  before: string | null;
}

export interface AttendanceBulkResult extends BulkOutcome {
  category: Category;
  day: AttendanceDay;
  present: boolean;
  /** The schedule column marked, e.g. 'SRDAY1'. */
  field: ScheduleAttendanceField;
  /** The first BULK_SAMPLE_MAX of the schools that change, by school code. */
  sample: AttendanceBulkRow[];
}

// ---- messages (ours: the specs do not word bulk work), in the current language ----

const presence = (present: boolean) => String(present);

export const BULK_MSG = messageTable(english, 'api.bulk', {
  tooMany: (max: number = BULK_IDS_MAX) => translate('api.bulk.tooMany', { max }),
  reason: (max: number = BULK_REASON_MAX) => translate('api.bulk.reason', { max }),
  selectionChanged: (changes: number) => translate('api.bulk.selectionChanged', { changes }),
  registrationsPreview: (r: Pick<RegistrationBulkResult, 'action' | 'changes' | 'skipped'>) =>
    translate('api.bulk.registrationsPreview', { action: r.action, changes: r.changes, skipped: r.skipped }),
  registrationsApplied: (r: Pick<RegistrationBulkResult, 'action' | 'changes' | 'skipped'>) =>
    translate('api.bulk.registrationsApplied', { action: r.action, changes: r.changes, skipped: r.skipped }),
  /** The Activity log's reason of each change: what the batch did and how many it changed. */
  registrationsAudit: (action: RegistrationBulkAction, changes: number) => translate('api.bulk.registrationsAudit', { action, changes }),
  attendancePreview: (r: Pick<AttendanceBulkResult, 'category' | 'day' | 'present' | 'changes' | 'skipped'>) =>
    translate('api.bulk.attendancePreview', { category: r.category, day: r.day, present: presence(r.present), changes: r.changes, skipped: r.skipped }),
  attendanceApplied: (r: Pick<AttendanceBulkResult, 'category' | 'day' | 'present' | 'changes' | 'skipped'>) =>
    translate('api.bulk.attendanceApplied', { category: r.category, day: r.day, present: presence(r.present), changes: r.changes, skipped: r.skipped }),
  attendanceAudit: (r: Pick<AttendanceBulkResult, 'category' | 'day' | 'present' | 'changes'>) =>
    translate('api.bulk.attendanceAudit', { category: r.category, day: r.day, present: presence(r.present), changes: r.changes }),
  /** The audit reason with the admin's own words after it. */
  withReason: (text: string, reason: string) => translate('api.bulk.withReason', { text, reason }),
});

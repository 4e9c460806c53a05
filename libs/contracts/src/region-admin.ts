/**
 * Wire shapes of the region admin and super admin back office (issue 7, spec "Region admin
 * dashboard" and "Super admin dashboard"): the Summary by School / Region Summary table, paged on
 * the server, and the names of the files the region and super admin exports download under.
 *
 * The data tabs (`GET /region-admin/{schools,teams,students,mentors,registrations}`) take and answer
 * exactly what `/admin/*` does (AdminTeamsQuery -> AdminTeamsPage, ...), over the caller's scope.
 */
import { exportFileDate, type AdminExportQuery, type AdminListType } from './back-office';
import type { PaymentStatus, RegionSchoolSummary } from './entities';
import { english, labelTable, messageTable } from './message-text';
import type { ListQuery, NamedPage } from './paging';

// ---- the summary table (GET /region-admin/summary, /summary/export) ----

export const REGION_SUMMARY_SORTS = ['kvCode', 'kvName', 'registered', 'mentors', 'jrTeams', 'srTeams', 'totalTeams', 'totalStudents', 'paymentStatus'] as const;
export type RegionSummarySort = (typeof REGION_SUMMARY_SORTS)[number];

/** Registration: the school has a registration or not. */
export const REGION_SUMMARY_REGISTRATION_FILTERS = ['registered', 'not_registered'] as const;
export type RegionSummaryRegistrationFilter = (typeof REGION_SUMMARY_REGISTRATION_FILTERS)[number];
/** Payment (spec section 4): 'submitted' is any payment status other than not_submitted (submitted, verified, rejected). */
export const REGION_SUMMARY_PAYMENT_FILTERS = ['submitted', 'not_submitted'] as const;
export type RegionSummaryPaymentFilter = (typeof REGION_SUMMARY_PAYMENT_FILTERS)[number];
/** Category: Has JR (at least one junior team), Has SR, Has Both. */
export const REGION_SUMMARY_CATEGORY_FILTERS = ['jr', 'sr', 'both'] as const;
export type RegionSummaryCategoryFilter = (typeof REGION_SUMMARY_CATEGORY_FILTERS)[number];
/** Mentors: With Mentors (at least one), Without Mentors. */
export const REGION_SUMMARY_MENTOR_FILTERS = ['with', 'without'] as const;
export type RegionSummaryMentorFilter = (typeof REGION_SUMMARY_MENTOR_FILTERS)[number];

/**
 * `GET /region-admin/summary`: page (1), limit (50, at most 100), search (school code or name),
 * sort (kvCode by default, ascending), order, and the filters. Each filter also takes 'all' or
 * blank (no filter); any other value is a 400 naming the allowed ones.
 */
export interface RegionSummaryQuery extends ListQuery<RegionSummarySort> {
  /**
   * A region group (North, South, East, West, Central, Northeast) or one of the 25 region names
   * (REGION_FILTER_VALUES), any case. For a region admin it only narrows within its own region.
   */
  region?: string;
  registration?: RegionSummaryRegistrationFilter;
  payment?: RegionSummaryPaymentFilter;
  category?: RegionSummaryCategoryFilter;
  mentors?: RegionSummaryMentorFilter;
}

/**
 * How the region and super views show a payment status: verified green 'Verified', submitted
 * yellow 'Submitted', rejected red 'Rejected', not_submitted (and no registration) red 'Not Submitted'.
 * The summary CSV writes the same words. In the current language.
 */
export const REGION_PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = labelTable<PaymentStatus>({
  verified: 'regionPaymentStatus.verified',
  submitted: 'regionPaymentStatus.submitted',
  rejected: 'regionPaymentStatus.rejected',
  not_submitted: 'regionPaymentStatus.not_submitted',
});

export function regionPaymentStatusLabel(status: PaymentStatus | null | undefined): string {
  return REGION_PAYMENT_STATUS_LABELS[status ?? 'not_submitted'] ?? REGION_PAYMENT_STATUS_LABELS.not_submitted;
}

/** `GET /region-admin/summary` data: `data.schools` (paymentStatus as stored, null when not registered) + `data.pagination`. */
export type RegionSummaryPage = NamedPage<'schools', RegionSchoolSummary>;

/** `GET /region-admin/summary/export`: the summary's search, filters and sort (no paging: every matching school). */
export type RegionSummaryExportQuery = Omit<RegionSummaryQuery, 'page' | 'limit'>;

/** `GET /region-admin/export?type=...`: the list type plus that list's search and filters, as `/admin/export`. */
export type RegionExportQuery = AdminExportQuery;

// ---- export file names (the API's Content-Disposition and the screens' saved file agree) ----

/** Who downloads: a region admin (its region from the session) or the super admin. */
export type RegionExportAudience = 'region' | 'super';
/** What is exported: one of the five lists, or the summary table. */
export type RegionExportType = AdminListType | 'summary';

export interface RegionExportFileNameInput {
  audience: RegionExportAudience;
  type: RegionExportType;
  /**
   * region audience: the admin's region (from the session). super audience: the `region` filter
   * of the export when one is set, else null (ALL_REGIONS).
   */
  region: string | null;
  date?: Date;
}

/** A region as it appears in a file name: upper case, anything but letters and digits as '_' ('Delhi' -> 'DELHI'). */
export function regionFilePart(region: string | null | undefined): string {
  const part = (region ?? '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return part || 'ALL_REGIONS';
}

/**
 * The file name of a region or super admin export (spec: `{region}_{type}_export_{date}.csv`):
 * - region admin, a list: `{REGION}_{type}_export_{date}.csv`, e.g. `DELHI_teams_export_2025-01-31.csv`;
 * - region admin, the summary: `{REGION}_summary_export_{date}.csv`;
 * - super admin, a list: `super_admin_{REGION or ALL_REGIONS}_{type}_export_{date}.csv`;
 * - super admin, the summary: `super_admin_school_summary_export_{date}.csv`.
 */
export function regionExportFileName({ audience, type, region, date }: RegionExportFileNameInput): string {
  const day = exportFileDate(date);
  if (audience === 'super') {
    if (type === 'summary') return `super_admin_school_summary_export_${day}.csv`;
    return `super_admin_${regionFilePart(region)}_${type}_export_${day}.csv`;
  }
  return `${regionFilePart(region)}_${type}_export_${day}.csv`;
}

/** Our messages of the region and super admin reads (the spec does not word them), in the current language. */
export const REGION_ADMIN_MSG = messageTable(english, 'regionAdmin', {});

/**
 * The judges of the judged rounds (issue 27, "Judges"): the admin's list, adding, editing and
 * deleting one, inviting it to the portal (the mentors' invitation mechanism), and the CSV import
 * (preview, then apply in one transaction). Admin and super admin only.
 */
import english from '@hackathon/catalogue/compiled/en/api.json';
import type { MentorAccount, MentorAccountState } from './entities';
import { messageTable } from './i18n/define';
import { loadCatalogue, translate } from './i18n/translate';
import type { ListQuery, NamedPage } from './paging';
import { SCHEDULE_IMPORT_MAX_BYTES } from './schedule';

loadCatalogue('en', english);

/** The longest value of each field (characters): the form, the DTO and the import check the same. */
export const JUDGE_LIMITS = { nameMax: 120, emailMax: 254, organisationMax: 160, expertiseMax: 160 } as const;

/** A judge as the admin's list and forms show it. */
export interface Judge {
  _id: string;
  name: string;
  /** Lower-cased by the server; unique among judges (any case). */
  email: string;
  /** '' when not given. */
  organisation: string;
  /** '' when not given. */
  expertise: string;
  /** One of the 25 regions (KVS_REGIONS); a round may keep the judge off its region's teams. */
  homeRegion: string | null;
  /** The school the judge teaches at (never given its own school's teams); null for none. */
  schoolCode: string | null;
  /** The directory's name of that school. */
  schoolName: string | null;
  /** An inactive judge is not invited and its account is disabled. */
  isActive: boolean;
  /** The judge's portal account, in the same states as a mentor's (not_invited, invited, active, disabled). */
  account: MentorAccount;
  createdAt: string;
  updatedAt: string;
}

/** `POST /admin/judges`: name and email required; homeRegion a region's name (any case), schoolCode a school of the directory. */
export interface JudgeInput {
  name: string;
  email: string;
  organisation?: string;
  expertise?: string;
  homeRegion?: string | null;
  schoolCode?: string | null;
  isActive?: boolean;
}

/** `PUT /admin/judges/{id}`: the fields to change; `homeRegion: null` / `schoolCode: null` clear them; `isActive: false` disables the account. */
export type JudgeUpdateInput = Partial<JudgeInput>;

/** `DELETE /admin/judges/{id}` data: the judge deleted (its account went with it). */
export interface JudgeDeleteResult {
  _id: string;
  name: string;
  email: string;
}

// ---- the list: GET /admin/judges ----

export const ADMIN_JUDGE_SORTS = ['name', 'createdAt', 'homeRegion'] as const;
export type AdminJudgeSort = (typeof ADMIN_JUDGE_SORTS)[number];

/**
 * `GET /admin/judges`: search over name, email, organisation and expertise; `homeRegion` a region
 * or one of the six region groups (any case, as every back-office region filter); `accountState`
 * the portal account's state; `isActive` 'true' or 'false'. Sorted by name unless told.
 */
export interface AdminJudgesQuery extends ListQuery<AdminJudgeSort> {
  homeRegion?: string;
  accountState?: MentorAccountState;
  isActive?: 'true' | 'false';
}

/** One page of judges: `data.judges` + `data.pagination`. */
export type JudgesPage = NamedPage<'judges', Judge>;

// ---- the CSV import: POST /admin/judges/import/preview and /apply ----

/** The columns of an import file, in this order (any order and any case in a file; other columns are ignored). */
export const JUDGE_CSV_COLUMNS = ['name', 'email', 'organisation', 'expertise', 'homeRegion', 'schoolCode'] as const;
export type JudgeCsvColumn = (typeof JUDGE_CSV_COLUMNS)[number];

/**
 * Import limits: the file (bytes: the schedule import's, so the file-level words of CSV_MSG hold
 * for both), its data rows (fewer than a schedule's: each judge created is invited by mail).
 */
export const JUDGE_IMPORT_MAX_BYTES = SCHEDULE_IMPORT_MAX_BYTES;
export const JUDGE_IMPORT_MAX_ROWS = 1_000;
/** The multipart field of the upload. */
export const JUDGE_IMPORT_FIELD = 'file';

/** A row to create: its line in the file (the header is line 1) and the judge it makes (values as stored). */
export interface JudgeImportRow {
  line: number;
  name: string;
  email: string;
  organisation: string;
  expertise: string;
  homeRegion: string | null;
  schoolCode: string | null;
}

/** A refused row and every reason (JUDGES_MSG.reason...). `email` as written, null when empty. */
export interface JudgeImportRefusal {
  line: number;
  email: string | null;
  reasons: string[];
}

/** `POST /admin/judges/import/preview`: nothing is written. `total` = data rows read from the file. */
export interface JudgeImportPreview {
  toCreate: JudgeImportRow[];
  refused: JudgeImportRefusal[];
  total: number;
}

/** `POST /admin/judges/import/apply`: the rows to create, created in one transaction (and invited); the refused rows skipped. */
export interface JudgeImportResult {
  created: number;
  refused: JudgeImportRefusal[];
  total: number;
}

// ---- words (the `api.judges.*` catalogue keys) ----

/** The API's words for judges, in the current language. */
export const JUDGES_MSG = messageTable(english, 'api.judges', {
  unknownSchool: (code: string) => translate('api.judges.unknownSchool', { code }),
  imported: (created: number, refused: number) => translate('api.judges.imported', { created, refused }),
  tooManyRows: () => translate('api.judges.tooManyRows', { max: JUDGE_IMPORT_MAX_ROWS }),
  reasonDuplicateEmail: (lines: readonly number[]) => translate('api.judges.reasonDuplicateEmail', { lines: lines.join(', ') }),
  reasonUnknownRegion: (region: string) => translate('api.judges.reasonUnknownRegion', { region }),
  reasonUnknownSchool: (code: string) => translate('api.judges.reasonUnknownSchool', { code }),
  reasonTooLong: (column: string, max: number) => translate('api.judges.reasonTooLong', { column, max }),
  reasonControlCharacters: (column: string) => translate('api.judges.reasonControlCharacters', { column }),
  reasonColumnCount: (found: number, expected: number) => translate('api.judges.reasonColumnCount', { found, expected }),
});

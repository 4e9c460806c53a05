/**
 * Certificates (issue 28): the kinds the event issues, who holds each, batches with a preview and
 * a background job, revocation and re-issue, downloads (one PDF in English or Hindi, a school's
 * ZIP) and the public verification by code. docs/adr/0013-certificates.md.
 */
import englishApi from '@hackathon/catalogue/compiled/en/api.json';
import type { Category } from './constants';
import { messageTable } from './i18n/define';
import { loadCatalogue, translate } from './i18n/translate';
import type { BilingualText } from './judging';
import { labelTable } from './message-text';
import type { ListQuery, Pagination } from './paging';

loadCatalogue('en', englishApi);

/** The kinds of the spec's prizes, from the event configuration. */
export const CERTIFICATE_KINDS = [
  'participation',
  'regional_qualifier',
  'zonal_participation',
  'zonal_winner',
  'national_finalist',
  'national_winner_1',
  'national_winner_2',
  'national_winner_3',
  'mentor_appreciation',
  'school_participation',
] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** Who holds a certificate: a team member (student), a mentor teacher, or a school. */
export const CERTIFICATE_HOLDER_TYPES = ['student', 'mentor', 'school'] as const;
export type CertificateHolderType = (typeof CERTIFICATE_HOLDER_TYPES)[number];

/** The holder of each kind. */
export const CERTIFICATE_KIND_HOLDER: Readonly<Record<CertificateKind, CertificateHolderType>> = {
  participation: 'student',
  regional_qualifier: 'student',
  zonal_participation: 'student',
  zonal_winner: 'student',
  national_finalist: 'student',
  national_winner_1: 'student',
  national_winner_2: 'student',
  national_winner_3: 'student',
  mentor_appreciation: 'mentor',
  school_participation: 'school',
};

/** valid; superseded (re-issued after a correction: a newer certificate replaces it); revoked (with a reason). */
export const CERTIFICATE_STATUSES = ['valid', 'superseded', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const CERTIFICATE_LANGUAGES = ['en', 'hi'] as const;
export type CertificateLanguage = (typeof CERTIFICATE_LANGUAGES)[number];

/**
 * The printed verification code: 12 characters of Crockford's base32 (60 random bits) in three
 * groups, `7KQ2-M9XD-4HTR`. Read in any case, with or without the hyphens; I, L and O read as 1, 1 and 0.
 */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A code as typed (any case, hyphens or spaces or none, I/L/O for 1/1/0) in its printed form; null when it cannot be one. */
export function normaliseCertificateCode(typed: string): string | null {
  const plain = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(plain)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

/** The public page a code leads to (the QR code holds the absolute URL of this path). */
export const certificateVerifyPath = (code: string) => `/verify/${code}`;

export const CERTIFICATE_LIMITS = { reasonMax: 300, teamIdsMax: 100, schoolCodesMax: 500, regionsMax: 30, sampleRows: 20 } as const;

/** The signatories printed on every certificate (the event configuration). */
export interface CertificateSignatory {
  name: BilingualText;
  title: BilingualText;
}
export const CERTIFICATE_SIGNATORIES: readonly CertificateSignatory[] = [
  { name: { en: 'Commissioner', hi: 'आयुक्त' }, title: { en: 'Kendriya Vidyalaya Sangathan', hi: 'केन्द्रीय विद्यालय संगठन' } },
  { name: { en: 'Programme Director', hi: 'कार्यक्रम निदेशक' }, title: { en: 'National School AI & ML Hackathon', hi: 'राष्ट्रीय विद्यालय AI एवं ML हैकाथॉन' } },
];

export const CERTIFICATE_KIND_LABEL: Readonly<Record<CertificateKind, string>> = labelTable<CertificateKind>({
  participation: 'certificateKind.participation',
  regional_qualifier: 'certificateKind.regional_qualifier',
  zonal_participation: 'certificateKind.zonal_participation',
  zonal_winner: 'certificateKind.zonal_winner',
  national_finalist: 'certificateKind.national_finalist',
  national_winner_1: 'certificateKind.national_winner_1',
  national_winner_2: 'certificateKind.national_winner_2',
  national_winner_3: 'certificateKind.national_winner_3',
  mentor_appreciation: 'certificateKind.mentor_appreciation',
  school_participation: 'certificateKind.school_participation',
});
/** What the holder is honoured for, completing "is awarded this certificate ..." (the PDF and the verify page). */
export const CERTIFICATE_ACHIEVEMENT: Readonly<Record<CertificateKind, string>> = labelTable<CertificateKind>({
  participation: 'certificateAchievement.participation',
  regional_qualifier: 'certificateAchievement.regional_qualifier',
  zonal_participation: 'certificateAchievement.zonal_participation',
  zonal_winner: 'certificateAchievement.zonal_winner',
  national_finalist: 'certificateAchievement.national_finalist',
  national_winner_1: 'certificateAchievement.national_winner_1',
  national_winner_2: 'certificateAchievement.national_winner_2',
  national_winner_3: 'certificateAchievement.national_winner_3',
  mentor_appreciation: 'certificateAchievement.mentor_appreciation',
  school_participation: 'certificateAchievement.school_participation',
});
export const CERTIFICATE_STATUS_LABEL: Readonly<Record<CertificateStatus, string>> = labelTable<CertificateStatus>({
  valid: 'certificateStatus.valid',
  superseded: 'certificateStatus.superseded',
  revoked: 'certificateStatus.revoked',
});

// ---- who qualifies ----

/**
 * Who a batch is for. Students: the members of the teams chosen; mentors: the mentors assigned to
 * them; schools: the schools that have one. Every field narrows; none given: every team.
 */
export interface CertificateSelection {
  /** Teams that reached this phase or beyond (1: every team; 2: phase 2 or finalists; 3: finalists). */
  minPhase?: 1 | 2 | 3;
  /** Only teams not eliminated (status ACTIVE). Default false: a team eliminated after reaching the phase still reached it. */
  activeOnly?: boolean;
  category?: Category;
  /** Region names (the directory's). */
  regions?: string[];
  /** Zone codes. */
  zones?: string[];
  schoolCodes?: string[];
  /** Named teams (Team IDs), e.g. the winners of a zone. */
  teamIds?: string[];
}

export interface CertificateBatchInput {
  kind: CertificateKind;
  selection: CertificateSelection;
  /** Absent or false: the preview only. true: issue (the preview's count as `expectedCount`; 409 with the new preview when it changed). */
  confirm?: boolean;
  expectedCount?: number;
}

/** One person a batch would issue to (the preview's sample). */
export interface CertificateHolderPreview {
  holderType: CertificateHolderType;
  holderName: string;
  schoolCode: string;
  schoolName: string;
  teamId: string | null;
  teamName: string | null;
  /** new: first certificate of this kind; renamed: holds one under an older name, which this one supersedes. */
  change: 'new' | 'renamed';
}

export interface CertificateBatchPreview {
  kind: CertificateKind;
  /** Certificates this batch would issue (new + renamed). */
  count: number;
  newCount: number;
  renamedCount: number;
  /** Already hold a valid certificate of this kind under the same name: left alone. */
  alreadyHeld: number;
  /** The first CERTIFICATE_LIMITS.sampleRows holders, by school and name. */
  sample: CertificateHolderPreview[];
}

export const CERTIFICATE_BATCH_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type CertificateBatchState = (typeof CERTIFICATE_BATCH_STATES)[number];

/** An issued batch and its job's progress. */
export interface CertificateBatch {
  _id: string;
  kind: CertificateKind;
  selection: CertificateSelection;
  state: CertificateBatchState;
  /** Certificates the batch issued. */
  total: number;
  /** Of those, how many have their PDF made (in the holder's language). */
  rendered: number;
  /** Holders told (mail and bell) so far, and how many there are to tell. */
  notified: number;
  toNotify: number;
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface CertificateBatchResult {
  batch: CertificateBatch;
}

export type CertificateBatchesQuery = Omit<ListQuery, 'sort' | 'search'>;
export interface CertificateBatchesPage {
  batches: CertificateBatch[];
  pagination: Pagination;
}

// ---- certificates ----

export interface CertificateRow {
  _id: string;
  /** The verification code printed with the QR code. */
  code: string;
  /** The certificate number printed on it (`2025/RQ/000123`). */
  number: string;
  kind: CertificateKind;
  holderType: CertificateHolderType;
  holderName: string;
  schoolCode: string;
  schoolName: string;
  region: string;
  teamId: string | null;
  teamName: string | null;
  /** The holder's language: the PDF made first, and the mail's. */
  language: CertificateLanguage;
  status: CertificateStatus;
  issuedAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
  /** The certificate that replaced this one (superseded only). */
  supersededBy: string | null;
}

export const CERTIFICATE_SORTS = ['issuedAt', 'holderName', 'schoolCode', 'number'] as const;
export type CertificatesQuery = ListQuery<(typeof CERTIFICATE_SORTS)[number]> & {
  kind?: CertificateKind;
  status?: CertificateStatus;
  holderType?: CertificateHolderType;
  schoolCode?: string;
  region?: string;
};
export interface CertificatesPage {
  certificates: CertificateRow[];
  pagination: Pagination;
}

/** The caller's own certificates: a team's members', a mentor's own. */
export interface MyCertificates {
  certificates: CertificateRow[];
}

export interface RevokeCertificateInput {
  reason: string;
}

export interface CertificateFileQuery {
  language?: CertificateLanguage;
}

export interface CertificateZipQuery {
  /** The back office names the school; a school admin gets its own. */
  schoolCode?: string;
}

/** What `/verify/{code}` and `GET /certificates/verify/{code}` show: the certificate, nothing else about the person. */
export interface CertificateVerification {
  code: string;
  number: string;
  status: CertificateStatus;
  kind: CertificateKind;
  /** The achievement in the reader's language. */
  achievement: string;
  holderName: string;
  schoolName: string;
  edition: number;
  eventName: string;
  issuedAt: string;
  /** When it was revoked or superseded. */
  statusChangedAt: string | null;
}

// ---- words (the `api.certificates.*` catalogue keys) ----

/** The API's words for certificates, in the current language. */
export const CERTIFICATES_MSG = messageTable(englishApi, 'api.certificates', {
  previewReady: (count: number) => translate('api.certificates.previewReady', { count }),
  issued: (count: number) => translate('api.certificates.issued', { count }),
  countChanged: (count: number) => translate('api.certificates.countChanged', { count }),
  notValid: (status: CertificateStatus) => translate('api.certificates.notValid', { status }),
  reason: () => translate('api.certificates.reason', { max: CERTIFICATE_LIMITS.reasonMax }),
  regions: () => translate('api.certificates.regions', { max: CERTIFICATE_LIMITS.regionsMax }),
  schoolCodes: () => translate('api.certificates.schoolCodes', { max: CERTIFICATE_LIMITS.schoolCodesMax }),
  teamIds: () => translate('api.certificates.teamIds', { max: CERTIFICATE_LIMITS.teamIdsMax }),
});

// file names are not words: the same in every language, the API's and the screens' alike
/** `2025/RQ/000123` in English -> `certificate-2025-RQ-000123-en.pdf`. */
export const certificateFileName = (number: string, language: CertificateLanguage) => `certificate-${number.replace(/\//g, '-')}-${language}.pdf`;
export const certificateZipFileName = (schoolCode: string) => `certificates-${schoolCode}.zip`;

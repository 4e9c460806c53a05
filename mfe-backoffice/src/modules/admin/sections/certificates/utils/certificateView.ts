/**
 * How the Certificates section words and colours what the API answers: statuses, holders, batch
 * states, the list's dropdowns and the sample's name. Read during render, in the language of the
 * moment (`tr`). The status chip, the downloads and their file names are @hackathon/ui's (the
 * participants' screens show the same certificates).
 */
import type { ChipProps } from '@mui/material';
import {
  CERTIFICATE_HOLDER_TYPES,
  CERTIFICATE_KIND_HOLDER,
  CERTIFICATE_KIND_LABEL,
  CERTIFICATE_KINDS,
  CERTIFICATE_STATUS_LABEL,
  CERTIFICATE_STATUSES,
  KVS_REGIONS,
  type CertificateBatchesPage,
  type CertificateBatchState,
  type CertificateHolderType,
  type CertificateKind,
  type CertificateLanguage,
  type CertificateRow,
  type MessageId,
} from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import { tr } from '../../../../../i18n';

type ChipColor = NonNullable<ChipProps['color']>;

const HOLDER: Record<CertificateHolderType, MessageId> = {
  student: 'certificates.holder.student',
  mentor: 'certificates.holder.mentor',
  school: 'certificates.holder.school',
};
export const holderTypeLabel = (type: CertificateHolderType) => tr(HOLDER[type]);

/** Who a kind is for, in the plural ('students'), completing "N certificates for ...". */
const HOLDERS: Record<CertificateHolderType, MessageId> = {
  student: 'certificates.holders.student',
  mentor: 'certificates.holders.mentor',
  school: 'certificates.holders.school',
};
export const kindHoldersText = (kind: CertificateKind) => tr(HOLDERS[CERTIFICATE_KIND_HOLDER[kind]]);

/** Who receives a kind, in a sentence under the kind's select. */
const HOLDER_HINT: Record<CertificateHolderType, MessageId> = {
  student: 'certificates.form.holderHint.student',
  mentor: 'certificates.form.holderHint.mentor',
  school: 'certificates.form.holderHint.school',
};
export const kindHolderHint = (kind: CertificateKind) => tr(HOLDER_HINT[CERTIFICATE_KIND_HOLDER[kind]]);

const BATCH_STATE: Record<CertificateBatchState, { label: MessageId; color: ChipColor }> = {
  queued: { label: 'certificates.batch.state.queued', color: 'default' },
  running: { label: 'certificates.batch.state.running', color: 'info' },
  done: { label: 'certificates.batch.state.done', color: 'success' },
  failed: { label: 'certificates.batch.state.failed', color: 'error' },
};
export const batchStateLabel = (state: CertificateBatchState) => tr(BATCH_STATE[state].label);
export const batchStateColor = (state: CertificateBatchState) => BATCH_STATE[state].color;
/** A batch whose job has not finished: the list is read again every 2 s while one is. */
export const isBatchActive = (state: CertificateBatchState) => state === 'queued' || state === 'running';

/** How often the batches are read again while a job is queued or running. */
export const BATCH_POLL_MS = 2_000;

/** The batches' refetch interval: every 2 s while a batch of the page shown is unfinished, else none. */
export const batchPollInterval = (page: Pick<CertificateBatchesPage, 'batches'> | undefined): number | false =>
  page?.batches.some((batch) => isBatchActive(batch.state)) ? BATCH_POLL_MS : false;

const LANGUAGE: Record<CertificateLanguage, MessageId> = { en: 'certificates.language.en', hi: 'certificates.language.hi' };
export const languageLabel = (language: CertificateLanguage) => tr(LANGUAGE[language]);

/** The holder's school as the list shows it, code then name ('1001 · PM SHRI KV One'). */
export const schoolText = (row: Pick<CertificateRow, 'schoolCode' | 'schoolName'>) =>
  row.schoolName ? tr('backoffice.common.pair', { a: row.schoolCode, b: row.schoolName }) : row.schoolCode;

/** The holder's team ('Pixel Pioneers (KV1001SR1)'), or null for a school's certificate. */
export const teamText = (row: Pick<CertificateRow, 'teamId' | 'teamName'>) =>
  row.teamId ? (row.teamName ? tr('certificates.teamLine', { name: row.teamName, id: row.teamId }) : row.teamId) : null;

/** Part of a whole as a whole percentage (0 when there is nothing to count). */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0);

/** The list's dropdowns; each key is the API's query parameter (the school code is typed: SchoolCodeFilter). */
export function certificateFilters(): readonly FilterDef[] {
  return [
    { key: 'kind', label: tr('certificates.field.kind'), options: CERTIFICATE_KINDS.map((kind) => ({ value: kind, label: CERTIFICATE_KIND_LABEL[kind] })), allLabel: tr('certificates.filter.allKinds') },
    { key: 'status', label: tr('backoffice.field.status'), options: CERTIFICATE_STATUSES.map((status) => ({ value: status, label: CERTIFICATE_STATUS_LABEL[status] })), allLabel: tr('certificates.filter.allStatuses') },
    { key: 'holderType', label: tr('certificates.field.holderType'), options: CERTIFICATE_HOLDER_TYPES.map((type) => ({ value: type, label: holderTypeLabel(type) })), allLabel: tr('certificates.filter.allHolders') },
    { key: 'region', label: tr('backoffice.field.region'), options: KVS_REGIONS.map((region) => ({ value: region.name, label: region.name })), allLabel: tr('certificates.filter.allRegions') },
  ];
}

/** The sample's name in the viewer. */
export const sampleFileName = (kind: CertificateKind, language: CertificateLanguage) => `certificate_sample_${kind}_${language}.pdf`;

import { CERTIFICATE_KIND_LABEL, CERTIFICATE_KINDS, CERTIFICATE_STATUS_LABEL, CERTIFICATE_STATUSES } from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import type { Translate } from '../../../i18n';

/** The dropdowns of the school's list: the kind and the status (the API's `kind` and `status` parameters). */
export function certificateFilters(t: Translate): FilterDef[] {
  return [
    { key: 'kind', label: t('school.certificates.kind'), options: CERTIFICATE_KINDS.map((kind) => ({ value: kind, label: CERTIFICATE_KIND_LABEL[kind] })) },
    { key: 'status', label: t('school.certificates.status'), options: CERTIFICATE_STATUSES.map((status) => ({ value: status, label: CERTIFICATE_STATUS_LABEL[status] })) },
  ];
}

import { CERTIFICATE_KIND_LABEL, formatDate, type CertificateRow } from '@hackathon/contracts';
import { CertificateActions, CertificateStatusChip, type GridColDef } from '@hackathon/ui';
import type { Translate } from '../../../i18n';

/** The table's columns (wide screens; a phone opens the cards). Sorting stays the server's default. */
export const certificateColumns = (t: Translate): GridColDef<CertificateRow>[] => [
  { field: 'holderName', headerName: t('school.certificates.holder'), flex: 1, minWidth: 150, sortable: false },
  { field: 'kind', headerName: t('school.certificates.kind'), flex: 1, minWidth: 170, sortable: false, valueGetter: (_value, row) => CERTIFICATE_KIND_LABEL[row.kind] },
  { field: 'number', headerName: t('school.certificates.number'), width: 150, sortable: false },
  { field: 'issuedAt', headerName: t('school.certificates.issued'), width: 130, sortable: false, valueGetter: (_value, row) => formatDate(row.issuedAt) },
  { field: 'status', headerName: t('school.certificates.status'), width: 120, sortable: false, renderCell: ({ row }) => <CertificateStatusChip status={row.status} /> },
  { field: 'actions', headerName: t('school.certificates.actions'), width: 420, sortable: false, renderCell: ({ row }) => <CertificateActions certificate={row} /> },
];

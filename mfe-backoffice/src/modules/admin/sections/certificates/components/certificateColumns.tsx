import { Typography } from '@mui/material';
import { CERTIFICATE_KIND_LABEL, formatDate, type CertificateRow } from '@hackathon/contracts';
import { CertificateStatusChip, type GridColDef } from '@hackathon/ui';
import type { Translate } from '../../../../../i18n';
import type { CertificateActions } from '../utils/certificateActions';
import { holderTypeLabel, schoolText, teamText } from '../utils/certificateView';
import { CertificateRowActions } from './CertificateRowActions';

/**
 * The table's columns; number, holder, school and issued sort on the server (CERTIFICATE_SORTS).
 * They fit the back office's 1366 px screen with the actions in sight: the code shows on the cards
 * and in the verify link, the team under the holder's name.
 */
export const certificateColumns = (t: Translate, actions: CertificateActions): GridColDef<CertificateRow>[] => [
  { field: 'number', headerName: t('certificates.field.number'), width: 140 },
  {
    field: 'holderName',
    headerName: t('certificates.field.holder'),
    flex: 1,
    minWidth: 150,
    renderCell: ({ row }) => (
      <span>
        {row.holderName}
        <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 0.75 }}>
          {teamText(row) ?? holderTypeLabel(row.holderType)}
        </Typography>
      </span>
    ),
  },
  { field: 'schoolCode', headerName: t('backoffice.field.school'), flex: 1, minWidth: 140, valueGetter: (_value, row) => schoolText(row) },
  { field: 'kind', headerName: t('certificates.field.kind'), flex: 0.8, minWidth: 140, sortable: false, valueGetter: (_value, row) => CERTIFICATE_KIND_LABEL[row.kind] },
  { field: 'status', headerName: t('backoffice.field.status'), width: 100, sortable: false, renderCell: ({ row }) => <CertificateStatusChip status={row.status} /> },
  { field: 'issuedAt', headerName: t('certificates.field.issued'), width: 110, valueGetter: (_value, row) => formatDate(row.issuedAt) },
  {
    field: 'actions',
    headerName: t('backoffice.field.actions'),
    width: 190,
    sortable: false,
    renderCell: ({ row, tabIndex }) => <CertificateRowActions row={row} actions={actions} tabIndex={tabIndex} />,
  },
];

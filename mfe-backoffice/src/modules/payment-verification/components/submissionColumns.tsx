import { useMemo } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatDateTime, type PaymentSubmissionRow, type PaymentVerdictAction } from '@hackathon/contracts';
import { StatusBadge, type GridColDef } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { isSubmitted, verifierLabel } from '../utils/format';
import { SchoolLink } from '../../shared/components/SchoolLink';

export interface SubmissionColumnHandlers {
  onViewReceipt: (row: PaymentSubmissionRow) => void;
  onVerdict: (action: PaymentVerdictAction, row: PaymentSubmissionRow) => void;
}

const dash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/**
 * The table's columns. Sortable ones carry the API's sort names as fields (submittedAt, status,
 * verifiedAt) and read the row's property through a getter. Row actions: the receipt, and Verify
 * and Reject while the payment is submitted. The status and the actions come right after the school:
 * the table is wider than a laptop screen, and what a verifier acts on must not need a sideways scroll.
 */
export function useSubmissionColumns({ onViewReceipt, onVerdict }: SubmissionColumnHandlers): GridColDef<PaymentSubmissionRow>[] {
  const t = useT();
  return useMemo<GridColDef<PaymentSubmissionRow>[]>(
    () => [
      { field: 'kvCode', headerName: t('dashboards.payments.column.kvCode'), width: 100 },
      { field: 'kvName', headerName: t('dashboards.payments.column.kvName'), flex: 1, minWidth: 180, renderCell: ({ row, tabIndex }) => <SchoolLink code={row.kvCode} tabIndex={tabIndex}>{row.kvName}</SchoolLink> },
      {
        field: 'status',
        headerName: t('dashboards.payments.column.status'),
        width: 170,
        valueGetter: (_value, row) => row.paymentStatus,
        renderCell: ({ row }) => <StatusBadge status={row.paymentStatus} />,
      },
      {
        field: 'actions',
        headerName: t('dashboards.payments.column.actions'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          // the clicks stay here: a row click would toggle the row's selection
          <Stack direction="row" onClick={(event) => event.stopPropagation()}>
            <Tooltip title={t('dashboards.payments.action.viewReceipt')}>
              <IconButton size="small" aria-label={t('dashboards.payments.action.viewReceiptOf', { code: row.kvCode })} onClick={() => onViewReceipt(row)}>
                <ReceiptLongIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {isSubmitted(row) ? (
              <>
                <Tooltip title={t('dashboards.payments.verify')}>
                  <IconButton size="small" color="success" aria-label={t('dashboards.payments.action.verifyKv', { code: row.kvCode })} onClick={() => onVerdict('verify', row)}>
                    <CheckCircleIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('dashboards.payments.reject')}>
                  <IconButton size="small" color="error" aria-label={t('dashboards.payments.action.rejectKv', { code: row.kvCode })} onClick={() => onVerdict('reject', row)}>
                    <CancelIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            ) : null}
          </Stack>
        ),
      },
      { field: 'fullName', headerName: t('dashboards.payments.column.name'), width: 150, sortable: false, valueFormatter: (value: string | null) => dash(value) },
      { field: 'email', headerName: t('dashboards.payments.column.email'), width: 200, sortable: false },
      { field: 'region', headerName: t('dashboards.payments.column.region'), width: 120, sortable: false },
      { field: 'referenceNumber', headerName: t('dashboards.payments.column.reference'), width: 140, sortable: false, valueFormatter: (value: string | null) => dash(value) },
      { field: 'receiptNumber', headerName: t('dashboards.payments.column.receiptNo'), width: 140, sortable: false, valueFormatter: (value: string | null) => dash(value) },
      {
        field: 'submittedAt',
        headerName: t('dashboards.payments.column.submitted'),
        width: 170,
        valueGetter: (_value, row) => row.paymentSubmittedAt,
        valueFormatter: (value: string | null) => formatDateTime(value),
      },
      {
        field: 'verifiedAt',
        headerName: t('dashboards.payments.column.verified'),
        width: 170,
        valueGetter: (_value, row) => row.paymentVerifiedAt,
        valueFormatter: (value: string | null) => formatDateTime(value),
      },
      { field: 'verifiedBy', headerName: t('dashboards.payments.column.verifiedBy'), width: 180, sortable: false, valueGetter: (_value, row) => verifierLabel(row) },
    ],
    [onViewReceipt, onVerdict, t],
  );
}

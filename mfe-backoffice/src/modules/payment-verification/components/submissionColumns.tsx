import { useMemo } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatDateTime, type PaymentSubmissionRow, type PaymentVerdictAction } from '@hackathon/contracts';
import { StatusBadge, type GridColDef } from '@hackathon/ui';
import { isSubmitted, verifierLabel } from '../utils/format';

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
  return useMemo<GridColDef<PaymentSubmissionRow>[]>(
    () => [
      { field: 'kvCode', headerName: 'KV Code', width: 100 },
      { field: 'kvName', headerName: 'KV Name', flex: 1, minWidth: 180 },
      {
        field: 'status',
        headerName: 'Status',
        width: 170,
        valueGetter: (_value, row) => row.paymentStatus,
        renderCell: ({ row }) => <StatusBadge status={row.paymentStatus} />,
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          // the clicks stay here: a row click would toggle the row's selection
          <Stack direction="row" onClick={(event) => event.stopPropagation()}>
            <Tooltip title="View receipt">
              <IconButton size="small" aria-label={`View receipt of KV ${row.kvCode}`} onClick={() => onViewReceipt(row)}>
                <ReceiptLongIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {isSubmitted(row) ? (
              <>
                <Tooltip title="Verify">
                  <IconButton size="small" color="success" aria-label={`Verify KV ${row.kvCode}`} onClick={() => onVerdict('verify', row)}>
                    <CheckCircleIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Reject">
                  <IconButton size="small" color="error" aria-label={`Reject KV ${row.kvCode}`} onClick={() => onVerdict('reject', row)}>
                    <CancelIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            ) : null}
          </Stack>
        ),
      },
      { field: 'fullName', headerName: 'Name', width: 150, sortable: false, valueFormatter: (value: string | null) => dash(value) },
      { field: 'email', headerName: 'Email', width: 200, sortable: false },
      { field: 'region', headerName: 'Region', width: 120, sortable: false },
      { field: 'referenceNumber', headerName: 'Reference', width: 140, sortable: false, valueFormatter: (value: string | null) => dash(value) },
      { field: 'receiptNumber', headerName: 'Receipt No.', width: 140, sortable: false, valueFormatter: (value: string | null) => dash(value) },
      {
        field: 'submittedAt',
        headerName: 'Submitted',
        width: 170,
        valueGetter: (_value, row) => row.paymentSubmittedAt,
        valueFormatter: (value: string | null) => formatDateTime(value),
      },
      {
        field: 'verifiedAt',
        headerName: 'Verified',
        width: 170,
        valueGetter: (_value, row) => row.paymentVerifiedAt,
        valueFormatter: (value: string | null) => formatDateTime(value),
      },
      { field: 'verifiedBy', headerName: 'Verified By', width: 180, sortable: false, valueGetter: (_value, row) => verifierLabel(row) },
    ],
    [onViewReceipt, onVerdict],
  );
}

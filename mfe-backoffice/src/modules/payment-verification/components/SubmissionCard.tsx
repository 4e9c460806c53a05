import { Box, Button, CardActions, CardContent, Checkbox, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatDateTime, type PaymentSubmissionRow } from '@hackathon/contracts';
import { StatusBadge } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { isSubmitted } from '../utils/format';
import type { SubmissionColumnHandlers } from './submissionColumns';

export interface SubmissionCardProps extends SubmissionColumnHandlers {
  row: PaymentSubmissionRow;
  /** The row is in the bulk selection (only submitted rows can be). */
  selected: boolean;
  onSelect: (row: PaymentSubmissionRow, selected: boolean) => void;
}

const dash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/**
 * One submission as a card (the list below 600 px, where the table's Actions column is off-screen):
 * the school, its status, the reference and date, the receipt, and Verify and Reject with a
 * checkbox for the bulk actions while the payment is submitted.
 */
export function SubmissionCard({ row, selected, onSelect, onViewReceipt, onVerdict }: SubmissionCardProps) {
  const t = useT();
  const submitted = isSubmitted(row);
  const fields: Array<[string, string]> = [
    [t('dashboards.payments.column.reference'), dash(row.referenceNumber)],
    [t('dashboards.payments.column.receiptNo'), dash(row.receiptNumber)],
    [t('dashboards.payments.column.submitted'), formatDateTime(row.paymentSubmittedAt)],
    [t('dashboards.payments.column.region'), dash(row.region)],
  ];
  return (
    <Box data-testid="submission-card" data-kv={row.kvCode} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {submitted ? (
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(row, event.target.checked)}
              slotProps={{ input: { 'aria-label': t('dashboards.payments.action.selectKv', { code: row.kvCode }) } }}
              sx={{ ml: -1, mt: -0.75 }}
            />
          ) : null}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.kvName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('dashboards.readonly.card.caption', { label: t('dashboards.payments.column.kvCode'), value: row.kvCode })}
            </Typography>
          </Box>
          <StatusBadge status={row.paymentStatus} />
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, mt: 1.5, mb: 0 }}>
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0 }}>
        <Tooltip title={t('dashboards.payments.action.viewReceipt')}>
          <IconButton aria-label={t('dashboards.payments.action.viewReceiptOf', { code: row.kvCode })} onClick={() => onViewReceipt(row)}>
            <ReceiptLongIcon />
          </IconButton>
        </Tooltip>
        {submitted ? (
          <>
            <Button
              variant="outlined"
              color="success"
              startIcon={<CheckCircleIcon />}
              aria-label={t('dashboards.payments.action.verifyKv', { code: row.kvCode })}
              onClick={() => onVerdict('verify', row)}
              sx={{ ml: 'auto' }}
            >
              {t('dashboards.payments.verify')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<CancelIcon />}
              aria-label={t('dashboards.payments.action.rejectKv', { code: row.kvCode })}
              onClick={() => onVerdict('reject', row)}
            >
              {t('dashboards.payments.reject')}
            </Button>
          </>
        ) : null}
      </CardActions>
    </Box>
  );
}

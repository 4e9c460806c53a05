import { useState } from 'react';
import { Alert, Box, Chip, LinearProgress, Pagination, Paper, Stack, Typography } from '@mui/material';
import { CERTIFICATE_KIND_LABEL, formatDateTime, formatNumber, type CertificateBatch } from '@hackathon/contracts';
import { LoadErrorAlert, LoadingSpinner } from '@hackathon/ui';
import { useBatches } from '../hooks/useCertificateReads';
import { batchStateColor, batchStateLabel, percentOf } from '../utils/certificateView';
import { useT } from '../../../../../i18n';

/** Batches shown per page: the newest first, a job's progress at a glance. */
export const BATCH_PAGE_SIZE = 10;

function Progress({ label, done, of }: { label: string; done: number; of: number }) {
  const value = percentOf(done, of);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={value} aria-label={label} aria-valuetext={`${value}%`} sx={{ height: 8, borderRadius: 1 }} />
    </Box>
  );
}

function BatchCard({ batch }: { batch: CertificateBatch }) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-batch={batch._id} data-state={batch.state}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {CERTIFICATE_KIND_LABEL[batch.kind]}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('certificates.batch.created', { at: formatDateTime(batch.createdAt) })}
            </Typography>
          </Box>
          <Chip size="small" label={batchStateLabel(batch.state)} color={batchStateColor(batch.state)} />
        </Stack>
        <Progress label={t('certificates.batch.rendered', { done: formatNumber(batch.rendered), total: formatNumber(batch.total) })} done={batch.rendered} of={batch.total} />
        <Progress label={t('certificates.batch.notified', { done: formatNumber(batch.notified), total: formatNumber(batch.toNotify) })} done={batch.notified} of={batch.toNotify} />
        {batch.state === 'failed' ? (
          <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
            {batch.error || t('certificates.batch.failedUnknown')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The issued batches, newest first, each with its job's progress; read again every 2 s while one is queued or running. */
export function BatchesPanel() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useBatches({ page, limit: BATCH_PAGE_SIZE });
  const data = query.data;

  let body;
  if (query.error && !data) body = <LoadErrorAlert message={t('certificates.batches.failed')} detail={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!data) body = <LoadingSpinner label={t('certificates.batches.loading')} />;
  else if (data.batches.length === 0) body = <Typography color="text.secondary">{t('certificates.batches.none')}</Typography>;
  else {
    body = (
      <Stack spacing={1.5}>
        {data.batches.map((batch) => (
          <BatchCard key={batch._id} batch={batch} />
        ))}
        {data.pagination.totalPages > 1 ? (
          <Pagination
            count={data.pagination.totalPages}
            page={page}
            onChange={(_event, next) => setPage(next)}
            size="small"
            getItemAriaLabel={(type, item) => (type === 'page' ? t('certificates.batches.page', { n: item ?? 0 }) : type === 'next' ? t('certificates.batches.next') : t('certificates.batches.previous'))}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="certificate-batches-title">
      <Stack spacing={1.5}>
        <Typography id="certificate-batches-title" variant="h6" component="h3">
          {t('certificates.batches.title')}
        </Typography>
        {body}
      </Stack>
    </Paper>
  );
}

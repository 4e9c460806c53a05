import { useState } from 'react';
import { Box, Button, Chip, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { errorMessage, useEndpointQuery } from '@hackathon/api-client';
import { PAYMENT_VERIFICATION_API, formatDateTime, type PaymentVerifierPerson, type PendingPaymentsRegion } from '@hackathon/contracts';
import { LoadErrorAlert, LoadingSpinner } from '@hackathon/ui';
import { useT, type Translate } from '../../../../i18n';

/** 'Asha Rao (ra.agra)': the name and the sign-in name a colleague can be found by. */
function personText(t: Translate, person: PaymentVerifierPerson): string {
  const login = person.username || person.email;
  if (!person.name) return login ?? '';
  return login && login !== person.name ? t('backoffice.pendingPayments.person', { name: person.name, login }) : person.name;
}

function RegionRow({ row }: { row: PendingPaymentsRegion }) {
  const t = useT();
  const people = row.verifiers.map((person) => personText(t, person)).join(', ');
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', listStyle: 'none' }} data-testid="pending-region" data-region={row.region}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {row.region}
        </Typography>
        {row.group ? <Chip size="small" variant="outlined" label={row.group.toUpperCase()} /> : null}
        <Chip size="small" color={row.pending > 0 ? 'warning' : 'default'} label={t('backoffice.pendingPayments.regionPending', { n: row.pending })} />
        {row.oldestSubmittedAt ? (
          <Typography variant="caption" color="text.secondary">
            {t('backoffice.pendingPayments.since', { when: formatDateTime(row.oldestSubmittedAt) })}
          </Typography>
        ) : null}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {people ? t('backoffice.pendingPayments.whoCanAct', { names: people }) : t('backoffice.pendingPayments.noRegionAdmin')}
      </Typography>
    </Box>
  );
}

/**
 * Issue 25: what the admin can do about pending payments, which only region and super admins may
 * verify (spec section 6): see how many wait in each region and since when, and who can act on
 * them (GET /payment-verification/pending, read only). The Overview's pending count leads here.
 */
export function PendingPaymentsView() {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const query = useEndpointQuery(null, PAYMENT_VERIFICATION_API.pending, [], { request: { requireToken: true } });
  const data = query.data;
  const regions = data ? data.regions.filter((row) => showAll || row.pending > 0) : [];
  const supers = data?.superAdmins.map((person) => personText(t, person)).join(', ');

  return (
    <Paper variant="outlined" component="section" aria-labelledby="pending-payments-title" sx={{ p: { xs: 1.5, md: 2 } }} data-testid="pending-payments">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="pending-payments-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('backoffice.pendingPayments.title')}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('backoffice.pendingPayments.refresh')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('backoffice.pendingPayments.intro')}
      </Typography>
      {query.error ? (
        <LoadErrorAlert message={t('backoffice.pendingPayments.failed')} detail={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      {!data && !query.error ? <LoadingSpinner label={t('backoffice.pendingPayments.loading')} /> : null}
      {data ? (
        <Stack spacing={1}>
          <Typography variant="h6" component="p" role="status" data-testid="pending-total">
            {t('backoffice.pendingPayments.total', { n: data.pending })}
          </Typography>
          {data.oldestSubmittedAt ? (
            <Typography variant="body2" color="text.secondary">
              {t('backoffice.pendingPayments.since', { when: formatDateTime(data.oldestSubmittedAt) })}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="pending-super-admins">
            {supers ? t('backoffice.pendingPayments.superAdmins', { names: supers }) : t('backoffice.pendingPayments.noSuperAdmin')}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, pt: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
              {t('backoffice.pendingPayments.byRegion')}
            </Typography>
            <FormControlLabel control={<Switch checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />} label={t('backoffice.pendingPayments.showAll')} />
          </Stack>
          <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('backoffice.pendingPayments.byRegion')}>
            {regions.map((row) => (
              <RegionRow key={row.region} row={row} />
            ))}
          </Box>
        </Stack>
      ) : null}
    </Paper>
  );
}

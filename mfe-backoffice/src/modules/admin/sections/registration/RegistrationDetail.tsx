import { Divider, Grid, Stack, Typography } from '@mui/material';
import type { AdminRegistrationRow } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { PaymentChip } from '../../components/PaymentChip';
import { RecordHistory } from '../../components/RecordHistory';
import { registrationFields } from '../../utils/registrationDetails';
import { teamsSummary } from '../../../shared/utils/labels';
import { useT } from '../../../../i18n';

/** The registration detail modal: the registration's fields, its school's teams and mentors, and its own history. */
export function RegistrationDetail({ row }: { row: AdminRegistrationRow }) {
  const t = useT();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('backoffice.registration.paymentStatus')}
        </Typography>
        <PaymentChip status={row.paymentStatus} />
      </Stack>
      <Grid container spacing={2}>
        {registrationFields(row).map((field) => (
          <LabeledValue key={field.label} label={field.label} value={field.value} />
        ))}
        <LabeledValue label={t('backoffice.field.zone')} value={row.zone || '—'} />
        <LabeledValue label={t('backoffice.registration.regionGroup')} value={row.regionGroup ?? '—'} />
        <LabeledValue label={t('backoffice.field.teams')} value={teamsSummary(row)} />
        <LabeledValue label={t('backoffice.field.mentors')} value={String(row.mentorCount)} />
        <LabeledValue label={t('backoffice.registration.emailVerified')} value={row.otpVerified ? t('backoffice.common.yes') : t('backoffice.common.no')} />
        <LabeledValue label={t('backoffice.registration.termsAccepted')} value={row.termsAccepted ? t('backoffice.common.yes') : t('backoffice.common.no')} />
        <LabeledValue label={t('backoffice.registration.source')} value={row.registrationSource || '—'} />
        <LabeledValue label={t('backoffice.registration.method')} value={row.registrationMethod || '—'} />
      </Grid>
      <Divider />
      <RecordHistory entityType="registration" entityId={row._id} />
    </Stack>
  );
}

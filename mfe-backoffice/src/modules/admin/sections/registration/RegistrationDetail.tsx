import { Divider, Grid, Stack, Typography } from '@mui/material';
import type { AdminRegistrationRow } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { PaymentChip } from '../../components/PaymentChip';
import { RecordHistory } from '../../components/RecordHistory';
import { registrationFields } from '../../utils/registrationDetails';
import { teamsSummary } from '../../../shared/utils/labels';

/** The registration detail modal: the registration's fields, its school's teams and mentors, and its own history. */
export function RegistrationDetail({ row }: { row: AdminRegistrationRow }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          Payment status:
        </Typography>
        <PaymentChip status={row.paymentStatus} />
      </Stack>
      <Grid container spacing={2}>
        {registrationFields(row).map((field) => (
          <LabeledValue key={field.label} label={field.label} value={field.value} />
        ))}
        <LabeledValue label="Zone" value={row.zone || '—'} />
        <LabeledValue label="Region Group" value={row.regionGroup ?? '—'} />
        <LabeledValue label="Teams" value={teamsSummary(row)} />
        <LabeledValue label="Mentors" value={String(row.mentorCount)} />
        <LabeledValue label="Email Verified" value={row.otpVerified ? 'Yes' : 'No'} />
        <LabeledValue label="Terms Accepted" value={row.termsAccepted ? 'Yes' : 'No'} />
        <LabeledValue label="Source" value={row.registrationSource || '—'} />
        <LabeledValue label="Method" value={row.registrationMethod || '—'} />
      </Grid>
      <Divider />
      <RecordHistory entityType="registration" entityId={row._id} />
    </Stack>
  );
}

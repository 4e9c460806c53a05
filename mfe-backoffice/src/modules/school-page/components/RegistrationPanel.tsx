import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, Grid, Stack } from '@mui/material';
import { formatDateTime, type SchoolPageData } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { registrationStatusLabel } from '../../shared/utils/labels';
import { regionPaymentBadge } from '../../shared/utils/regionPayment';
import { Empty, PageSection } from './PageSection';

const HALF = { xs: 12, sm: 6 } as const;

/** The directory's entry and the registration: its fields, status and dates; the admin's way to edit it. */
export function RegistrationPanel({ page, readOnly }: { page: SchoolPageData; readOnly: boolean }) {
  const t = useT();
  const { school, registration } = page;
  const payment = regionPaymentBadge(page.paymentStatus);
  return (
    <PageSection id="registration" title={t('backoffice.schoolPage.section.registration')}>
      <Grid container spacing={1.5}>
        <LabeledValue size={HALF} label={t('backoffice.field.schoolCode')} value={school.schoolCode} />
        <LabeledValue size={HALF} label={t('backoffice.field.schoolName')} value={school.schoolName} />
        <LabeledValue size={HALF} label={t('backoffice.field.zone')} value={school.zone || '—'} />
        <LabeledValue size={HALF} label={t('backoffice.field.city')} value={school.city || '—'} />
      </Grid>
      {registration ? (
        <>
          <Stack direction="row" spacing={1} sx={{ my: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={registrationStatusLabel(registration.registrationStatus)} color={registration.registrationStatus === 'approved' ? 'success' : registration.registrationStatus === 'rejected' ? 'error' : 'warning'} data-registration-status={registration.registrationStatus} />
            <Chip size="small" label={`${t('backoffice.field.payment')}: ${payment.label}`} color={payment.color} data-payment-status={payment.key} />
          </Stack>
          <Grid container spacing={1.5}>
            <LabeledValue size={HALF} label={t('backoffice.field.referenceNumber')} value={registration.referenceNumber} />
            <LabeledValue size={HALF} label={t('backoffice.field.contactPerson')} value={registration.fullName || '—'} />
            <LabeledValue size={HALF} label={t('backoffice.field.email')} value={registration.email} />
            <LabeledValue size={HALF} label={t('backoffice.field.contact')} value={registration.contactNumber || '—'} />
            <LabeledValue size={HALF} label={t('backoffice.schoolPage.registration.emailVerified')} value={registration.otpVerified ? t('backoffice.common.yes') : t('backoffice.common.no')} />
            <LabeledValue size={HALF} label={t('backoffice.field.registeredOn')} value={formatDateTime(registration.registrationTimestamp)} />
            <LabeledValue size={HALF} label={t('backoffice.field.lastUpdated')} value={formatDateTime(registration.updatedAt)} />
          </Grid>
          {readOnly ? null : (
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Button component={RouterLink} to={`/registration/${registration._id}`} size="small" variant="outlined">
                {t('backoffice.schoolPage.registration.details')}
              </Button>
              <Button component={RouterLink} to={`/edit-registration/${registration._id}`} size="small" variant="contained">
                {t('backoffice.common.editRegistration')}
              </Button>
            </Stack>
          )}
        </>
      ) : (
        <Stack sx={{ mt: 1.5 }}>
          <Empty>{t('backoffice.schoolPage.registration.none')}</Empty>
        </Stack>
      )}
    </PageSection>
  );
}

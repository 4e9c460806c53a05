import type { ReactNode } from 'react';
import { Box, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { AdminListType, AdminMentorRow, AdminRegistrationRow, AdminTeamRow } from '@hackathon/contracts';
import { StatusBadge } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { SchoolLink } from '../../shared/components/SchoolLink';
import { regionPaymentBadge } from '../../shared/utils/regionPayment';
import { tr } from '../../shared/utils/text';
import { display, type ReadOnlyField } from '../utils/fields';

/** Which fields head a card (title and caption); the others follow as label and value. */
const HEAD: Record<AdminListType, { title: string; caption: string }> = {
  teams: { title: 'teamName', caption: 'teamId' },
  students: { title: 'name', caption: 'studentId' },
  mentors: { title: 'name', caption: 'mentorId' },
  schools: { title: 'schoolName', caption: 'schoolCode' },
  registrations: { title: 'kvName', caption: 'referenceNumber' },
};

function badges(type: AdminListType, row: object): ReactNode {
  if (type === 'teams') return <StatusBadge status={(row as AdminTeamRow).status} />;
  if (type === 'mentors') return <StatusBadge status={(row as AdminMentorRow).isActive} />;
  if (type === 'registrations') {
    const payment = regionPaymentBadge((row as AdminRegistrationRow).paymentStatus);
    return <Chip size="small" color={payment.color} label={tr('dashboards.readonly.card.payment', { status: payment.label })} data-payment={payment.key} />;
  }
  return null;
}

/** A field's value; a school's name as a link to the school's page (issue 25). */
function SchoolValue<T extends object>({ field, row }: { field: ReadOnlyField<T>; row: T }) {
  const value = display(field.value(row));
  return field.school ? <SchoolLink code={field.school(row)}>{value}</SchoolLink> : <>{value}</>;
}

export interface ReadOnlyCardProps<T extends object> {
  type: AdminListType;
  row: T;
  fields: ReadonlyArray<ReadOnlyField<T>>;
}

/** One record as a card: every field of its type, N/A when empty, emails in full. */
export function ReadOnlyCard<T extends object>({ type, row, fields }: ReadOnlyCardProps<T>) {
  const t = useT();
  const head = HEAD[type];
  const title = fields.find((f) => f.key === head.title);
  const caption = fields.find((f) => f.key === head.caption);
  const rest = fields.filter((f) => f !== title && f !== caption);
  return (
    <CardContent data-testid="readonly-card">
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title ? <SchoolValue field={title} row={row} /> : null}
          </Typography>
          {caption ? (
            <Typography variant="caption" color="text.secondary">
              {t('dashboards.readonly.card.caption', { label: caption.label, value: display(caption.value(row)) })}
            </Typography>
          ) : null}
        </Box>
        {badges(type, row)}
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, mt: 1.5, mb: 0 }}>
        {rest.map((field) => (
          <Box key={field.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <SchoolValue field={field} row={row} />
            </Typography>
          </Box>
        ))}
      </Box>
    </CardContent>
  );
}

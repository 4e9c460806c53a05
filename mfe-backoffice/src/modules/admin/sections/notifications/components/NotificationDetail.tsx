import { Grid, Stack, Typography } from '@mui/material';
import { describeTarget, formatDateTime, formatNumber, type AdminNotification } from '@hackathon/contracts';
import { LabeledValue, StatusBadge } from '@hackathon/ui';
import { PriorityChip, TypeChip } from './NotificationChips';
import { useT } from '../../../../../i18n';

/** The view-details modal's body: the whole message, who it reaches and how many have read it. */
export function NotificationDetail({ notification }: { notification: AdminNotification }) {
  const t = useT();
  const na = t('backoffice.common.na');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <TypeChip type={notification.type} />
        <PriorityChip priority={notification.priority} />
        <StatusBadge status={notification.status} />
      </Stack>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
        {notification.message}
      </Typography>
      <Grid container spacing={2}>
        <LabeledValue label={t('backoffice.notifications.sentTo')} value={describeTarget(notification.target)} />
        <LabeledValue label={t('backoffice.notifications.readBy')} value={formatNumber(notification.readCount)} />
        <LabeledValue label={t('backoffice.notifications.createdBy')} value={notification.createdByName ?? na} />
        <LabeledValue label={t('backoffice.field.created')} value={formatDateTime(notification.createdAt, na)} />
        <LabeledValue label={t('backoffice.notifications.lastUpdated')} value={formatDateTime(notification.updatedAt, na)} />
      </Grid>
    </Stack>
  );
}

import { Grid, Stack, Typography } from '@mui/material';
import { describeTarget, formatDateTime, type AdminNotification } from '@hackathon/contracts';
import { LabeledValue, StatusBadge } from '@hackathon/ui';
import { PriorityChip, TypeChip } from './NotificationChips';

/** The view-details modal's body: the whole message, who it reaches and how many have read it. */
export function NotificationDetail({ notification }: { notification: AdminNotification }) {
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
        <LabeledValue label="Sent to" value={describeTarget(notification.target)} />
        <LabeledValue label="Read by" value={notification.readCount.toLocaleString('en-IN')} />
        <LabeledValue label="Created by" value={notification.createdByName ?? 'N/A'} />
        <LabeledValue label="Created" value={formatDateTime(notification.createdAt, 'N/A')} />
        <LabeledValue label="Last updated" value={formatDateTime(notification.updatedAt, 'N/A')} />
      </Grid>
    </Stack>
  );
}

import { Chip } from '@mui/material';
import type { NotificationPriority, NotificationType } from '@hackathon/contracts';
import { PRIORITY_COLOR, PRIORITY_LABEL, TYPE_COLOR, TYPE_LABEL } from '../utils/notificationView';

export function TypeChip({ type }: { type: NotificationType }) {
  return <Chip size="small" variant="outlined" color={TYPE_COLOR[type] ?? 'default'} label={TYPE_LABEL[type] ?? type} />;
}

export function PriorityChip({ priority }: { priority: NotificationPriority }) {
  return <Chip size="small" color={PRIORITY_COLOR[priority] ?? 'default'} label={PRIORITY_LABEL[priority] ?? priority} />;
}

import { Chip } from '@mui/material';
import type { NotificationPriority, NotificationType } from '@hackathon/contracts';
import { PRIORITY_COLOR, TYPE_COLOR, priorityLabel, typeLabel } from '../utils/notificationView';
import { useT } from '../../../../../i18n';

export function TypeChip({ type }: { type: NotificationType }) {
  useT();
  return <Chip size="small" variant="outlined" color={TYPE_COLOR[type] ?? 'default'} label={typeLabel(type)} />;
}

export function PriorityChip({ priority }: { priority: NotificationPriority }) {
  useT();
  return <Chip size="small" color={PRIORITY_COLOR[priority] ?? 'default'} label={priorityLabel(priority)} />;
}

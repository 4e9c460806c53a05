import { Chip } from '@mui/material';
import type { SchoolActivityStatus } from '@hackathon/contracts';
import { SCHOOL_STATUS_LABEL } from '../../shared/utils/filters';

const COLORS: Record<SchoolActivityStatus, 'success' | 'info' | 'warning' | 'default'> = {
  'high-activity': 'success',
  'medium-activity': 'info',
  'low-activity': 'warning',
  inactive: 'default',
};

export function SchoolStatusChip({ status }: { status: SchoolActivityStatus }) {
  return <Chip size="small" label={SCHOOL_STATUS_LABEL[status] ?? status} color={COLORS[status] ?? 'default'} data-status={status} />;
}

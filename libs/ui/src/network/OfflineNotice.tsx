import { Alert } from '@mui/material';
import { formatTime } from '@hackathon/contracts';
import { useT } from '../i18n';
import { useOnline } from './useOnline';

/**
 * Says so when the network is gone: what the page shows was loaded at `loadedAt` (a query's
 * `dataUpdatedAt`), or is the copy this device saved at sign-in (`deviceCopy`), or nothing could be
 * loaded. Nothing while online: the reads refresh by themselves when the network comes back.
 */
export function OfflineNotice({ loadedAt, deviceCopy = false }: { loadedAt: number | null | undefined; deviceCopy?: boolean }) {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" data-testid="offline-notice">
      {loadedAt ? t('common.offline.showingSaved', { time: formatTime(loadedAt) }) : deviceCopy ? t('common.offline.showingDeviceCopy') : t('common.offline.nothingLoaded')}
    </Alert>
  );
}

import { Alert, AlertTitle, Button } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { SendStatus } from '../hooks/useSheetOutbox';
import { useT } from '../../../i18n';

/** A save not confirmed: kept on this device and sent when it can be (with Retry), or refused with the server's reasons. */
export function SyncNotice({ status, onRetry }: { status: SendStatus; onRetry: () => void }) {
  const t = useT();
  if (status.kind === 'waiting') {
    return (
      <Alert
        severity="warning"
        icon={<CloudOffIcon />}
        role="status"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('team.judgePortal.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('team.judgePortal.waiting')}</AlertTitle>
        {t(status.mode === 'submit' ? 'team.judgePortal.pendingSubmit' : 'team.judgePortal.pendingDraft')}
      </Alert>
    );
  }
  if (status.kind === 'refused') {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>{t('team.judgePortal.notSaved')}</AlertTitle>
        {status.message}
        {status.problems.length > 0 ? (
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {status.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </Alert>
    );
  }
  return null;
}

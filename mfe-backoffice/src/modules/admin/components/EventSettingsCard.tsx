import { Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { errorMessage } from '@hackathon/api-client';
import { API_MSG } from '@hackathon/contracts';
import { LoadErrorAlert } from '@hackathon/ui';
import { useEventSettings } from '../hooks/useEventSettings';
import { useT } from '../../../i18n';
import { applyChange, lockChange, LOCK_SWITCHES, type LockKey } from '../utils/eventSettings';

/** Event settings: whether school admins may add, edit and delete mentors and teams. The admin is never locked. */
export function EventSettingsCard() {
  const t = useT();
  const { query, save } = useEventSettings();
  const current = query.data;
  // while a change is saved, the switches show it
  const shown = current && save.isPending && save.variables ? applyChange(current, save.variables) : current;

  const toggle = (key: LockKey, locked: boolean) => {
    const change = lockChange(current, key, locked);
    if (change) save.mutate(change);
  };

  return (
    <Card variant="outlined" component="section" aria-label={t('backoffice.settings.title')}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <LockIcon color="action" fontSize="small" />
          <Typography variant="h6" component="h2">
            {t('backoffice.settings.title')}
          </Typography>
        </Stack>
        {query.error ? (
          <LoadErrorAlert message={API_MSG.eventSettingsLoadFailed} detail={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <Stack spacing={1}>
            {LOCK_SWITCHES.map((item) => (
              <FormControlLabel
                key={item.key}
                control={
                  <Switch
                    checked={shown?.[item.key] ?? false}
                    disabled={!shown || save.isPending}
                    onChange={(event) => toggle(item.key, event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': `${item.key}-hint` } }}
                  />
                }
                label={
                  <span>
                    <Typography component="span" sx={{ display: 'block' }}>
                      {item.label}
                    </Typography>
                    <Typography id={`${item.key}-hint`} component="span" variant="body2" color="text.secondary">
                      {item.hint}
                    </Typography>
                  </span>
                }
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

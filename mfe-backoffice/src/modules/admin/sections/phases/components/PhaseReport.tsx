import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import type { PhaseActionResult } from '@hackathon/contracts';
import { outcomeOf, type BulkAction } from '../utils/phaseActions';
import { useT } from '../../../../../i18n';

export interface PhaseReportProps {
  action: BulkAction;
  result: PhaseActionResult;
  onClose: () => void;
}

/** What the last bulk action did: how many teams changed, and each refused team with the reason. */
export function PhaseReport({ action, result, onClose }: PhaseReportProps) {
  const t = useT();
  const outcome = outcomeOf(action, result);
  const severity = result.applied.length === 0 ? 'error' : result.refused.length > 0 ? 'warning' : 'success';
  return (
    <Alert severity={severity} onClose={onClose} data-testid="phase-report">
      <AlertTitle>{outcome.message}</AlertTitle>
      {result.refused.length > 0 ? (
        <List dense disablePadding aria-label={t('backoffice.phases.refusedTeams')}>
          {result.refused.map((refusal) => (
            <ListItem key={refusal.teamId} disableGutters>
              <ListItemText primary={refusal.teamName ? t('backoffice.common.nameWithId', { name: refusal.teamName, id: refusal.teamId }) : refusal.teamId} secondary={refusal.reason} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

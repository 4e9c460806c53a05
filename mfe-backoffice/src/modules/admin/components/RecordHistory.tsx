import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEndpointQuery } from '@hackathon/api-client';
import { ACTIVITY_API, API_MSG, activityActionLabel, formatDateTime, type ActivityEntityType } from '@hackathon/contracts';
import { activityActor, changedFields } from '../utils/activity';
import { ActivityChanges } from './ActivityChanges';
import { useT } from '../../../i18n';

export interface RecordHistoryProps {
  entityType: ActivityEntityType;
  /** The record's `_id` (a team's or a registration's). */
  entityId: string;
  /** How many entries to show (newest first); default 20. */
  limit?: number;
}

/**
 * A record's own history from the audit trail (GET /admin/activity/entity/{type}/{id}): who changed
 * what and when, each entry opening to its before/after. For the team and registration detail modals.
 */
export function RecordHistory({ entityType, entityId, limit = 20 }: RecordHistoryProps) {
  const t = useT();
  const [open, setOpen] = useState<string | false>(false);
  const query = useEndpointQuery(null, ACTIVITY_API.entity, [entityType, entityId], {
    query: { limit },
    request: { requireToken: true },
  });

  return (
    <Box component="section" aria-label={t('backoffice.history.title')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('backoffice.history.title')}
      </Typography>
      {query.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('backoffice.common.tryAgain')}
            </Button>
          }
        >
          {API_MSG.historyLoadFailed}
        </Alert>
      ) : !query.data ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} />
          <Typography variant="body2" color="text.secondary">
            {t('backoffice.history.loading')}
          </Typography>
        </Stack>
      ) : query.data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="history-empty">
          {API_MSG.noHistory}
        </Typography>
      ) : (
        <Box data-testid="record-history">
          {query.data.items.map((entry) => {
            const fields = changedFields(entry);
            return (
              <Accordion
                key={entry.id}
                disableGutters
                variant="outlined"
                expanded={open === entry.id}
                onChange={(_event, expanded) => setOpen(expanded ? entry.id : false)}
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {activityActionLabel(entry.action)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {fields.length > 0
                        ? t('backoffice.history.lineWithFields', { who: activityActor(entry), when: formatDateTime(entry.at), fields: fields.join(', ') })
                        : t('backoffice.history.line', { who: activityActor(entry), when: formatDateTime(entry.at) })}
                    </Typography>
                    {entry.reason ? (
                      <Typography variant="caption" component="div">
                        {t('backoffice.history.reason', { reason: entry.reason })}
                      </Typography>
                    ) : null}
                  </Box>
                </AccordionSummary>
                <AccordionDetails>{open === entry.id ? <ActivityChanges entry={entry} /> : null}</AccordionDetails>
              </Accordion>
            );
          })}
          {query.data.pagination.total > query.data.items.length ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('backoffice.history.more', { shown: query.data.items.length, total: query.data.pagination.total })}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

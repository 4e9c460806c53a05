import { Alert, Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { CATEGORY_LABEL, type PromoteTopResult } from '@hackathon/contracts';
import { groupName } from '../utils/promoteTop';
import { useT } from '../../../../../i18n';

export interface PromoteTopPreviewProps {
  result: PromoteTopResult;
  /** The server's words for the preview. */
  message: string;
}

/**
 * The teams promote-top would choose, group by group: one line a team (name, Team ID, school,
 * score) so that the list stays readable at 360 px, each group saying how many candidates it had
 * and when a tie takes it past N.
 */
export function PromoteTopPreview({ result, message }: PromoteTopPreviewProps) {
  const t = useT();
  return (
    <Stack spacing={1} data-testid="promote-top-preview" aria-live="polite">
      <Alert severity={result.total > 0 ? 'info' : 'warning'}>{message}</Alert>
      {result.groups.length > 0 ? (
        <Box component="ul" aria-label={t('backoffice.phases.promoteTop.groups')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {result.groups.map((group) => (
            <Box component="li" key={`${group.key}\u0000${group.category}`} data-testid="promote-top-group" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {t('backoffice.common.pair', { a: groupName(result.groupBy, group.key), b: CATEGORY_LABEL[group.category] ?? group.category })}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('backoffice.phases.promoteTop.groupCount', { count: group.teams.length, candidates: group.candidates })}
                {group.tied ? ` · ${t('backoffice.phases.promoteTop.tied', { n: result.n })}` : null}
              </Typography>
              <List dense disablePadding>
                {group.teams.map((team) => (
                  <ListItem key={team._id} disableGutters sx={{ py: 0 }}>
                    <ListItemText
                      primary={t('backoffice.phases.promoteTop.teamLine', {
                        team: t('backoffice.common.nameWithId', { name: team.teamName, id: team.teamId }),
                        school: team.schoolName,
                        score: team.score,
                      })}
                      slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

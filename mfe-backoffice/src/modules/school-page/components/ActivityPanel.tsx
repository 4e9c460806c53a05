import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { activityActionLabel, formatDateTime, type ActivityEntry, type SchoolPageActivity } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { Empty, PageSection } from './PageSection';

/** Who did it: the account's name, else its label, else its role. */
const actorOf = (entry: ActivityEntry) => entry.actorName?.trim() || entry.actorLabel?.trim() || entry.actorRole;

/** The record as people name it (a Team ID, a Mentor ID), else its type and id. */
const recordOf = (entry: ActivityEntry) => {
  const name = entry.entityName?.trim();
  const ref = entry.entityRef?.trim() || `${entry.entityType} ${entry.entityId}`;
  return name ? `${name} (${ref})` : ref;
};

export interface ActivityPanelProps {
  activity: SchoolPageActivity;
  schoolCode: string;
  /** The admin's link to the whole Activity filtered by the school (the section is the admin's). */
  showFullActivity: boolean;
}

/** The newest entries of the audit trail about the school, its teams and mentors, with the way to the rest. */
export function ActivityPanel({ activity, schoolCode, showFullActivity }: ActivityPanelProps) {
  const t = useT();
  const more =
    showFullActivity && activity.total > 0 ? (
      <Link component={RouterLink} to={`/dashboard?section=activity&schoolCode=${encodeURIComponent(schoolCode)}`} variant="body2">
        {t('backoffice.schoolPage.activity.openAll')}
      </Link>
    ) : null;
  return (
    <PageSection id="activity" title={t('backoffice.schoolPage.section.activity')} aside={more}>
      {activity.items.length === 0 ? (
        <Empty>{t('backoffice.schoolPage.activity.none')}</Empty>
      ) : (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('backoffice.schoolPage.activity.showing', { shown: activity.items.length, total: activity.total })}
          </Typography>
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {activity.items.map((entry) => (
              <Box component="li" key={entry.id} data-action={entry.action}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {activityActionLabel(entry.action)} · {recordOf(entry)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  {formatDateTime(entry.at)} · {t('backoffice.schoolPage.activity.by', { who: actorOf(entry) })}
                </Typography>
                {entry.reason ? <Typography variant="body2">{t('backoffice.schoolPage.payment.reason', { reason: entry.reason })}</Typography> : null}
              </Box>
            ))}
          </Stack>
        </>
      )}
    </PageSection>
  );
}

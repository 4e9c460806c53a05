import { Box, Chip, Divider, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { formatDate, type TeamRoundFeedback } from '@hackathon/contracts';
import { useT } from '../i18n';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { useTeamFeedback } from './useTeamFeedback';

type Heading = 'h3' | 'h4' | 'h5';

function Round({ round, headingLevel }: { round: TeamRoundFeedback; headingLevel: Heading }) {
  const t = useT();
  return (
    <Box component="article" aria-label={t('common.judgesFeedback.roundAria', { name: round.roundName })} data-round-id={round.roundId}>
      <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {round.roundName}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={t('common.judgesFeedback.phase', { phase: round.phase })} />
        <Typography variant="body2" color="text.secondary">
          {t('common.judgesFeedback.published', { date: formatDate(round.publishedAt) })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 0.5, mt: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {round.score === null ? t('common.judgesFeedback.scoreNone') : t('common.judgesFeedback.score', { score: round.score })}
        </Typography>
        <Typography variant="body2">
          {round.categoryRank === null ? t('common.judgesFeedback.rankNone') : t('common.judgesFeedback.rank', { rank: round.categoryRank })}
        </Typography>
      </Stack>
      {round.comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('common.judgesFeedback.noComments')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {t('common.judgesFeedback.comments')}
          </Typography>
          {/* unsigned and in no order: a plain list, each comment kept as the judge wrote it */}
          <List dense disablePadding aria-label={t('common.judgesFeedback.comments')}>
            {round.comments.map((comment, index) => (
              <ListItem key={index} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 2.5, py: 0.25, pr: 0 }}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {comment}
                </Typography>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

export interface JudgesFeedbackProps {
  /** The team's `_id` or Team ID. */
  teamRef: string;
  /** The rounds' heading level under the surrounding heading (the dashboard's h2, a card's h4). */
  headingLevel?: Heading;
}

/**
 * The team's published judging rounds (issue 27): per round its name and phase, the published
 * score and rank in the category, the date and the judges' shared comments. Reads on mount, so a
 * caller that must not read yet (a closed section, a closed dialog) does not render it. Shared by the
 * team's dashboard, the mentor's cards and the school admin's team dialog.
 */
export function JudgesFeedback({ teamRef, headingLevel = 'h3' }: JudgesFeedbackProps) {
  const t = useT();
  const query = useTeamFeedback(teamRef);
  if (query.isPending) {
    return <Skeleton variant="rounded" height={96} aria-label={t('common.judgesFeedback.loading')} />;
  }
  if (query.error) {
    const failed = t('common.judgesFeedback.failed');
    return <LoadErrorAlert message={failed} detail={errorMessage(query.error, failed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('common.judgesFeedback.none')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {query.data.map((round) => (
        <Round key={round.roundId} round={round} headingLevel={headingLevel} />
      ))}
    </Stack>
  );
}

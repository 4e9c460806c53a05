import { Alert, Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { formatDateTime, type JudgeAssignment, type JudgeRound } from '@hackathon/contracts';
import { weightedTotal } from '../utils/score';
import { SheetTotal } from './SheetTotal';
import { useLanguage, useT } from '../../../i18n';

function Written({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}

/** A submitted sheet, read only: locked until the organisers reopen it. */
export function SubmittedSheet({ round, assignment }: { round: JudgeRound; assignment: JudgeAssignment }) {
  const t = useT();
  const language = useLanguage();
  const total = assignment.total ?? weightedTotal(round.criteria, assignment.scores);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity="success" icon={<LockIcon />}>
        <strong>{t('team.judgePortal.submittedOn', { date: formatDateTime(assignment.submittedAt) })}</strong> {t('team.judgePortal.lockedNote')}
      </Alert>
      <List disablePadding aria-label={t('team.judgePortal.scoresAria')}>
        {round.criteria.map((criterion) => {
          const score = assignment.scores[criterion.key];
          return (
            <ListItem key={criterion.key} divider disableGutters data-criterion={criterion.key}>
              <ListItemText
                primary={criterion.name[language] || criterion.name.en}
                secondary={t('team.judgePortal.criterionMeta', { weight: criterion.weight, max: criterion.max })}
              />
              <Typography sx={{ fontWeight: 600, ml: 2, whiteSpace: 'nowrap' }}>{`${score === undefined ? '—' : score} / ${criterion.max}`}</Typography>
            </ListItem>
          );
        })}
      </List>
      <SheetTotal total={total} scored={round.criteria.length} count={round.criteria.length} />
      {assignment.comment ? <Written title={t('team.judgePortal.commentTitle')} text={assignment.comment} /> : null}
      {assignment.privateNote ? <Written title={t('team.judgePortal.privateNoteTitle')} text={assignment.privateNote} /> : null}
    </Stack>
  );
}

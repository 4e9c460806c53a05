import { Accordion, AccordionDetails, AccordionSummary, Box, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { JudgingCoverage } from '@hackathon/contracts';
import { percentOf } from '../utils/judgingView';
import { useT } from '../../../../../i18n';

function Bar({ id, label, part, whole }: { id: string; label: string; part: number; whole: number }) {
  const percent = percentOf(part, whole);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={id} variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={id} sx={{ height: 8, borderRadius: 1 }} />
    </Box>
  );
}

/** How far the round is: sheets submitted of assigned, teams complete of teams, and every judge's count. */
export function CoverageSummary({ coverage }: { coverage: Pick<JudgingCoverage, 'completion' | 'judges'> }) {
  const t = useT();
  const { completion, judges } = coverage;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="coverage-summary">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Bar
          id="coverage-sheets"
          label={t('judging.coverage.sheets', { submitted: completion.submitted, assigned: completion.assigned, percent: percentOf(completion.submitted, completion.assigned) })}
          part={completion.submitted}
          whole={completion.assigned}
        />
        <Bar
          id="coverage-teams"
          label={t('judging.coverage.teams', { complete: completion.teamsComplete, total: completion.teamCount, percent: percentOf(completion.teamsComplete, completion.teamCount) })}
          part={completion.teamsComplete}
          whole={completion.teamCount}
        />
      </Stack>
      <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="coverage-judges" id="coverage-judges-heading">
          <Typography variant="body2">{t('judging.coverage.judgesTitle', { count: judges.length })}</Typography>
        </AccordionSummary>
        <AccordionDetails id="coverage-judges" sx={{ maxHeight: 360, overflow: 'auto', p: 0 }}>
          <Table size="small" aria-label={t('judging.coverage.judgesTitle', { count: judges.length })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('judging.field.judge')}</TableCell>
                <TableCell align="right">{t('judging.coverage.done')}</TableCell>
                <TableCell align="right">{t('judging.coverage.conflicts')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {judges.map((judge) => (
                <TableRow key={judge.judgeId} data-judge={judge.judgeId}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{judge.name}</TableCell>
                  <TableCell align="right">{t('judging.coverage.doneOf', { submitted: judge.submitted, assigned: judge.assigned })}</TableCell>
                  <TableCell align="right">{judge.conflicts}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}

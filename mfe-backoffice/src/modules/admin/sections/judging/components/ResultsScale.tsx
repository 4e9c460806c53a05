import { Accordion, AccordionDetails, AccordionSummary, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FlagIcon from '@mui/icons-material/Flag';
import type { JudgingResults } from '@hackathon/contracts';
import { scoreText } from '../utils/judgingView';
import { useT } from '../../../../../i18n';

export interface ResultsScaleProps {
  results: Pick<JudgingResults, 'scale' | 'judges' | 'flaggedCount' | 'disagreementThreshold'>;
  /** Shows the flagged teams only. */
  onShowFlagged: () => void;
}

/** What the scores mean: the normalisation in one sentence with the round's M and S, the flagged count, each judge's marking. */
export function ResultsScale({ results, onShowFlagged }: ResultsScaleProps) {
  const t = useT();
  const { scale, judges } = results;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="results-scale">
      <Stack spacing={1.5}>
        <Typography variant="body2">{t('judging.results.scale', { mean: scoreText(scale.mean), sd: scoreText(scale.sd), count: scale.totalCount })}</Typography>
        <div>
          <Chip
            icon={<FlagIcon />}
            color={results.flaggedCount > 0 ? 'warning' : 'default'}
            label={t('judging.results.flaggedCount', { count: results.flaggedCount, threshold: results.disagreementThreshold })}
            onClick={results.flaggedCount > 0 ? onShowFlagged : undefined}
            data-testid="flagged-count"
          />
        </div>
        <Accordion disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="results-judges" id="results-judges-heading">
            <Typography variant="body2">{t('judging.results.judgesTitle', { count: judges.length })}</Typography>
          </AccordionSummary>
          <AccordionDetails id="results-judges" sx={{ maxHeight: 360, overflow: 'auto', p: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
              {t('judging.results.judgesHelp')}
            </Typography>
            <Table size="small" aria-label={t('judging.results.judgesTitle', { count: judges.length })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('judging.field.judge')}</TableCell>
                  <TableCell align="right">{t('backoffice.field.teams')}</TableCell>
                  <TableCell align="right">{t('judging.results.judgeMean')}</TableCell>
                  <TableCell align="right">{t('judging.results.judgeSd')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {judges.map((judge) => (
                  <TableRow key={judge.judgeId}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {judge.name}
                      {judge.informative ? null : (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {t('judging.results.notInformative')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{judge.teamCount}</TableCell>
                    <TableCell align="right">{scoreText(judge.mean)}</TableCell>
                    <TableCell align="right">{scoreText(judge.sd)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </AccordionDetails>
        </Accordion>
      </Stack>
    </Paper>
  );
}

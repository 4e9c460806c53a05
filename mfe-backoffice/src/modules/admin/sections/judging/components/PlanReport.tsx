import { Box, Grid, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { AssignmentPlanResult, JudgingRound } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { useT } from '../../../../../i18n';

/** The teams short of judges the report names; the count is always exact. */
const SHORTFALLS_SHOWN = 20;

type CheckKind = 'ok' | 'problem' | 'warning' | 'info';
const ICON = { ok: <CheckCircleIcon color="success" />, problem: <ErrorOutlineIcon color="error" />, warning: <WarningAmberIcon color="warning" />, info: <InfoOutlinedIcon color="info" /> };

/** A preview (nothing written) or an applied assignment: counts, the three checks, and each judge's load. */
export function PlanReport({ plan, round }: { plan: AssignmentPlanResult; round: Pick<JudgingRound, 'excludeSameRegion' | 'judgesPerTeam'> }) {
  const t = useT();
  const loads = [...plan.loads].sort((a, b) => b.load - a.load || a.name.localeCompare(b.name));
  const checks: { key: string; kind: CheckKind; text: string }[] = [
    { key: 'school', kind: plan.sameSchoolPairs === 0 ? 'ok' : 'problem', text: t('judging.plan.sameSchool', { count: plan.sameSchoolPairs }) },
    {
      key: 'region',
      // a rule only when the round keeps judges off their home region; otherwise a figure to know
      kind: round.excludeSameRegion ? (plan.sameRegionPairs === 0 ? 'ok' : 'problem') : 'info',
      text: t('judging.plan.sameRegion', { count: plan.sameRegionPairs }),
    },
    {
      key: 'shortfalls',
      kind: plan.shortfalls.length === 0 ? 'ok' : 'warning',
      text: plan.shortfalls.length === 0 ? t('judging.plan.noShortfalls', { perTeam: round.judgesPerTeam }) : t('judging.plan.shortfalls', { count: plan.shortfalls.length, perTeam: round.judgesPerTeam }),
    },
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="assignment-plan">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {plan.applied ? t('judging.plan.appliedTitle') : t('judging.plan.previewTitle')}
      </Typography>
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        <LabeledValue label={t('backoffice.field.teams')} value={String(plan.teamCount)} size={{ xs: 6, sm: 3 }} />
        <LabeledValue label={t('judging.field.judges')} value={String(plan.judgeCount)} size={{ xs: 6, sm: 3 }} />
        <LabeledValue label={t('judging.plan.pairs')} value={String(plan.pairCount)} size={{ xs: 6, sm: 3 }} />
        <LabeledValue label={t('judging.plan.load')} value={t('judging.plan.loadRange', { min: plan.minLoad, max: plan.maxLoad })} size={{ xs: 6, sm: 3 }} />
      </Grid>
      <List dense aria-label={t('judging.plan.checks')}>
        {checks.map((check) => (
          <ListItem key={check.key} disableGutters data-check={check.key} data-kind={check.kind}>
            <ListItemIcon sx={{ minWidth: 36 }}>{ICON[check.kind]}</ListItemIcon>
            <ListItemText primary={check.text} />
          </ListItem>
        ))}
      </List>
      {plan.shortfalls.length > 0 ? (
        <List dense disablePadding aria-label={t('judging.plan.shortTeams')} sx={{ ml: 4.5 }}>
          {plan.shortfalls.slice(0, SHORTFALLS_SHOWN).map((team) => (
            <ListItem key={team.teamId} disableGutters>
              <ListItemText primary={t('judging.plan.shortTeam', { name: team.teamName, id: team.teamId, assigned: team.assigned, perTeam: round.judgesPerTeam })} />
            </ListItem>
          ))}
          {plan.shortfalls.length > SHORTFALLS_SHOWN ? (
            <Typography variant="body2" color="text.secondary">
              {t('judging.plan.andMore', { count: plan.shortfalls.length - SHORTFALLS_SHOWN })}
            </Typography>
          ) : null}
        </List>
      ) : null}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {t('judging.plan.loadTitle')}
      </Typography>
      <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
        <Table size="small" aria-label={t('judging.plan.loadTitle')} data-testid="judge-loads">
          <TableHead>
            <TableRow>
              <TableCell>{t('judging.field.judge')}</TableCell>
              <TableCell align="right">{t('backoffice.field.teams')}</TableCell>
              <TableCell sx={{ width: '40%' }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {loads.map((judge) => (
              <TableRow key={judge.judgeId} data-judge={judge.judgeId}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{judge.name}</TableCell>
                <TableCell align="right">{judge.load}</TableCell>
                <TableCell>
                  <LinearProgress variant="determinate" value={plan.maxLoad > 0 ? (judge.load / plan.maxLoad) * 100 : 0} aria-hidden />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

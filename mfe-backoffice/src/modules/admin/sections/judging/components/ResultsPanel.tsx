import { useMemo, useState } from 'react';
import { Alert, Button, CardContent, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import PublishIcon from '@mui/icons-material/Publish';
import { CATEGORY_LABEL, JUDGING_MSG, JUDGING_RESULT_SORTS, JUDGING_SCORE_CHOICES, type JudgingRound, type JudgingScoreChoice, type PublishRoundResult, type TeamRoundResult } from '@hackathon/contracts';
import { DataView, ExportButton, useListState, type GridColDef } from '@hackathon/ui';
import { CardHeading } from '../../../../shared/components/CardHeading';
import { useResults } from '../hooks/useJudgingReads';
import { useRoundExports } from '../hooks/useRoundExports';
import { resultFilters, scoreChoiceLabel, scoreText } from '../utils/judgingView';
import { PublishDialog } from './PublishDialog';
import { ResultsScale } from './ResultsScale';
import { useT, type Translate } from '../../../../../i18n';

function FlagChip({ team }: { team: TeamRoundResult }) {
  const t = useT();
  return team.flagged ? <Chip size="small" color="warning" icon={<FlagIcon />} label={t('judging.results.flag')} data-flagged={team.teamId} /> : null;
}

const judgeTotals = (team: TeamRoundResult) => team.judgeTotals.map((judge) => scoreText(judge.total)).join(', ');
const ranksText = (t: Translate, team: TeamRoundResult, by: JudgingScoreChoice) => {
  const ranks = team.ranks?.[by];
  return ranks ? t('judging.results.ranks', { category: ranks.category, region: ranks.region, zone: ranks.zone }) : '—';
};

const columnsOf = (t: Translate, rankBy: JudgingScoreChoice): GridColDef<TeamRoundResult>[] => [
  { field: 'teamId', headerName: t('backoffice.field.teamId'), width: 130 },
  { field: 'teamName', headerName: t('backoffice.field.teamName'), flex: 1, minWidth: 150, sortable: false },
  { field: 'category', headerName: t('backoffice.field.category'), width: 90, sortable: false, valueFormatter: (value: TeamRoundResult['category']) => CATEGORY_LABEL[value] ?? value },
  { field: 'region', headerName: t('backoffice.field.region'), width: 110, sortable: false },
  { field: 'judgeTotals', headerName: t('judging.results.judgeTotals'), width: 150, sortable: false, valueGetter: (_value, row) => judgeTotals(row) },
  { field: 'mean', headerName: t('judging.score.mean'), width: 90, valueFormatter: (value: number | null) => scoreText(value) },
  { field: 'normalised', headerName: t('judging.score.normalised'), width: 110, valueFormatter: (value: number | null) => scoreText(value) },
  { field: 'spread', headerName: t('judging.results.spread'), width: 90, valueFormatter: (value: number | null) => scoreText(value) },
  { field: 'flagged', headerName: t('judging.results.flagFilter'), width: 170, sortable: false, renderCell: ({ row }) => <FlagChip team={row} /> },
  { field: 'ranks', headerName: t('judging.results.ranksBy', { score: scoreChoiceLabel(rankBy) }), width: 210, sortable: false, valueGetter: (_value, row) => ranksText(t, row, rankBy) },
];

/**
 * Results: the scale explained, every team's judges' totals, mean, normalised score, spread, flag
 * and ranks (paged, filtered and sorted on the server), the two CSV files, and Publish.
 */
export function ResultsPanel({ round }: { round: JudgingRound }) {
  const t = useT();
  const assigned = round.status !== 'draft';
  const list = useListState<(typeof JUDGING_RESULT_SORTS)[number]>({ defaultSort: { sort: 'normalised', order: 'desc' } });
  const query = useResults(round._id, list.query, assigned);
  const [rankBy, setRankBy] = useState<JudgingScoreChoice>('normalised');
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState<PublishRoundResult | null>(null);
  const exports = useRoundExports(round._id, round.name);
  const columns = useMemo(() => columnsOf(t, rankBy), [t, rankBy]);
  const filters = useMemo(() => resultFilters(), [t]); // eslint-disable-line react-hooks/exhaustive-deps -- t stands for the language
  const data = query.data;

  if (!assigned) return <Alert severity="info">{JUDGING_MSG.notAssigned}</Alert>;
  return (
    <Stack spacing={2}>
      {data ? <ResultsScale results={data} onShowFlagged={() => list.setFilter('flagged', 'true')} /> : null}
      {published ? (
        <Alert severity="success" onClose={() => setPublished(null)} data-testid="publish-result">
          {t('judging.publish.done', { published: published.published, unscored: published.unscored, phase: round.phase })}
        </Alert>
      ) : null}
      <DataView<TeamRoundResult>
        list={list}
        data={data?.page}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        errorText={t('judging.results.failed')}
        emptyText={list.hasActiveFilters ? t('judging.results.noMatch') : t('judging.results.none')}
        searchPlaceholder={t('judging.results.search')}
        filters={filters}
        actions={
          <>
            <ExportButton action={{ onExport: exports.exportScores, label: t('judging.export.scores') }} />
            <ExportButton action={{ onExport: exports.exportResults, label: t('judging.export.results') }} />
            <Button variant="contained" size="small" startIcon={<PublishIcon />} onClick={() => setPublishing(true)}>
              {t('judging.results.publish')}
            </Button>
          </>
        }
        aboveRows={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography id="judging-rank-by" variant="body2">
              {t('judging.results.rankBy')}
            </Typography>
            <ToggleButtonGroup size="small" exclusive value={rankBy} onChange={(_event, value: JudgingScoreChoice | null) => value && setRankBy(value)} aria-labelledby="judging-rank-by">
              {JUDGING_SCORE_CHOICES.map((choice) => (
                <ToggleButton key={choice} value={choice}>
                  {scoreChoiceLabel(choice)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        }
        getRowId={(row) => row.teamUuid}
        columns={columns}
        sortFields={JUDGING_RESULT_SORTS}
        renderCard={(row) => (
          <CardContent>
            <CardHeading title={row.teamName} caption={t('judging.coverage.teamLine', { id: row.teamId, category: CATEGORY_LABEL[row.category] ?? row.category, region: row.region })} aside={<FlagChip team={row} />} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('judging.results.cardScores', { normalised: scoreText(row.normalised), mean: scoreText(row.mean), spread: scoreText(row.spread) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('judging.results.cardTotals', { totals: judgeTotals(row) || '—' })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {ranksText(t, row, rankBy)}
            </Typography>
          </CardContent>
        )}
      />
      <PublishDialog open={publishing} round={round} onClose={() => setPublishing(false)} onPublished={setPublished} />
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { Alert, Box, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { CATEGORY_LABEL, JUDGING_COVERAGE_SORTS, JUDGING_MSG, type JudgingRound, type TeamCoverage } from '@hackathon/contracts';
import { DataView, useListState, type GridColDef } from '@hackathon/ui';
import { CardHeading } from '../../../../shared/components/CardHeading';
import { useCoverage } from '../hooks/useJudgingReads';
import { coverageFilters, percentOf } from '../utils/judgingView';
import { CoverageSummary } from './CoverageSummary';
import { ReopenDialog, type ReopenTarget } from './ReopenDialog';
import { SwapDialog, type SwapTarget } from './SwapDialog';
import { SheetChip, TeamSheetActions, TeamSheetChips } from './TeamSheets';
import { useT, type Translate } from '../../../../../i18n';

function Progress({ team }: { team: TeamCoverage }) {
  const t = useT();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2">{t('judging.coverage.doneOf', { submitted: team.submitted, assigned: team.assigned })}</Typography>
      <LinearProgress variant="determinate" value={percentOf(team.submitted, team.assigned)} aria-hidden />
    </Box>
  );
}

const columnsOf = (t: Translate): GridColDef<TeamCoverage>[] => [
  { field: 'teamId', headerName: t('backoffice.field.teamId'), width: 130 },
  { field: 'teamName', headerName: t('backoffice.field.teamName'), flex: 1, minWidth: 150 },
  { field: 'category', headerName: t('backoffice.field.category'), width: 90, sortable: false, valueFormatter: (value: TeamCoverage['category']) => CATEGORY_LABEL[value] ?? value },
  { field: 'region', headerName: t('backoffice.field.region'), width: 120, sortable: false },
  { field: 'progress', headerName: t('judging.coverage.progress'), width: 120, renderCell: ({ row }) => <Progress team={row} /> },
  {
    field: 'sheets',
    headerName: t('judging.coverage.sheetsTitle'),
    flex: 1.5,
    minWidth: 220,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 0.5, overflow: 'hidden' }}>
        {row.assignments.map((sheet) => (
          <SheetChip key={sheet.assignmentId} sheet={sheet} />
        ))}
      </Box>
    ),
  },
];

/**
 * The coverage board: the completion, each judge's count, and the teams (paged, searched, filtered
 * complete or not, sorted on the server) with every sheet's state. A team opens its detail, where
 * a sheet's judge is swapped or a submitted sheet reopened.
 */
export function CoveragePanel({ round }: { round: JudgingRound }) {
  const t = useT();
  const assigned = round.status !== 'draft';
  // cards by default: each shows its sheets and any conflict's reason in full
  const list = useListState<(typeof JUDGING_COVERAGE_SORTS)[number]>({ defaultView: 'cards' });
  const query = useCoverage(round._id, list.query, assigned);
  const [swapping, setSwapping] = useState<SwapTarget>(null);
  const [reopening, setReopening] = useState<ReopenTarget>(null);
  const columns = useMemo(() => columnsOf(t), [t]);
  const filters = useMemo(() => coverageFilters(), [t]); // eslint-disable-line react-hooks/exhaustive-deps -- t stands for the language
  const data = query.data;
  // the detail holds the row it opened with; after a swap the page is read again, so show the fresh one
  const fresh = (team: TeamCoverage) => data?.teams.find((item) => item.teamUuid === team.teamUuid) ?? team;

  if (!assigned) return <Alert severity="info">{JUDGING_MSG.notAssigned}</Alert>;
  return (
    <Stack spacing={2}>
      {data ? <CoverageSummary coverage={data} /> : null}
      <DataView<TeamCoverage>
        list={list}
        data={data?.page}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        errorText={t('judging.coverage.failed')}
        emptyText={list.hasActiveFilters ? t('judging.coverage.noMatch') : t('judging.coverage.none')}
        searchPlaceholder={t('judging.coverage.search')}
        filters={filters}
        getRowId={(row) => row.teamUuid}
        columns={columns}
        sortFields={JUDGING_COVERAGE_SORTS}
        renderCard={(row) => (
          <CardContent>
            <CardHeading title={row.teamName} caption={t('judging.coverage.teamLine', { id: row.teamId, category: CATEGORY_LABEL[row.category] ?? row.category, region: row.region })} />
            <Box sx={{ mt: 1 }}>
              <Progress team={row} />
            </Box>
            <TeamSheetChips team={row} />
          </CardContent>
        )}
        detailTitle={(row) => t('backoffice.common.nameWithId', { name: row.teamName, id: row.teamId })}
        renderDetail={(row) => {
          const team = fresh(row);
          return <TeamSheetActions team={team} onSwap={(sheet) => setSwapping({ team, sheet })} onReopen={(sheet) => setReopening({ team, sheet })} />;
        }}
      />
      <SwapDialog target={swapping} judges={data?.judges ?? []} onClose={() => setSwapping(null)} />
      <ReopenDialog target={reopening} onClose={() => setReopening(null)} />
    </Stack>
  );
}

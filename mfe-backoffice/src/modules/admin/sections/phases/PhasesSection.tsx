import { useEffect, useMemo, useRef, useState, type JSX } from 'react';
import { Button, Stack } from '@mui/material';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import { CATEGORY_LABEL, MSG, type PhaseActionResult, type PhaseTeam, type PhaseTeamSort } from '@hackathon/contracts';
import { DataView, queryViewProps, StatusBadge, toast, useListState, type GridColDef } from '@hackathon/ui';
import { BulkActionBar } from '../../../shared/components/BulkActionBar';
import { useFailureToast } from '../../../shared/hooks/useFailureToast';
import { AutoEliminateDialog } from './components/AutoEliminateDialog';
import { EliminateDialog } from './components/EliminateDialog';
import { PhaseReport } from './components/PhaseReport';
import { ScoreDialog } from './components/ScoreDialog';
import { useBulkPhaseAction, usePhaseTeams } from './hooks/usePhases';
import { BULK_ACTIONS, failedActionMessage, outcomeOf, phaseLabel, rememberTeams, type BulkAction } from './utils/phaseActions';
import { phaseFilters, PHASE_SORT_FIELDS } from './utils/phaseView';
import { useT } from '../../../../i18n';

const score = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value);

/**
 * Phase Management (back-office spec): filters, a multi-select table, the bulk action bar, the
 * per-team report of the last action, the score modal and auto-eliminate with its preview.
 */
export function PhasesSection(): JSX.Element {
  const t = useT();
  const list = useListState<PhaseTeamSort>();
  const query = usePhaseTeams(list.query);
  const bulk = useBulkPhaseAction();
  useFailureToast(query.error, MSG.failedFetchTeams);
  const known = useRef(new Map<string, PhaseTeam>());
  const [selected, setSelected] = useState<string[]>([]);
  const [report, setReport] = useState<{ action: BulkAction; result: PhaseActionResult } | null>(null);
  const [eliminating, setEliminating] = useState(false);
  const [scoring, setScoring] = useState<PhaseTeam | null>(null);
  const [autoOpen, setAutoOpen] = useState(false);

  useEffect(() => {
    if (query.data) rememberTeams(known.current, query.data.items);
  }, [query.data]);

  const run = (action: BulkAction, reason?: string) => {
    bulk.mutate(
      { action, teamIds: selected, reason, known: known.current },
      {
        onSuccess: (result) => {
          const outcome = outcomeOf(action, result);
          if (outcome.kind === 'success') toast.success(outcome.message);
          else toast.error(outcome.message);
          setReport({ action, result });
          setSelected([]);
          setEliminating(false);
        },
        onError: (error) => {
          setEliminating(false);
          if (!error.shouldLogout) toast.error(failedActionMessage(action));
        },
      },
    );
  };

  const onAction = (action: BulkAction) => {
    if (selected.length === 0) {
      toast.error(MSG.selectTeamsFirst);
      return;
    }
    if (action === 'eliminate') setEliminating(true);
    else run(action);
  };

  const columns = useMemo<GridColDef<PhaseTeam>[]>(
    () => [
      { field: 'teamId', headerName: t('backoffice.field.teamId'), width: 130 },
      { field: 'teamName', headerName: t('backoffice.field.teamName'), flex: 1, minWidth: 160 },
      {
        field: 'schoolName',
        headerName: t('backoffice.field.school'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => `${row.schoolName} (${row.schoolCode})`,
      },
      { field: 'category', headerName: t('backoffice.field.category'), width: 100, sortable: false, valueFormatter: (value: PhaseTeam['category']) => CATEGORY_LABEL[value] ?? value },
      { field: 'status', headerName: t('backoffice.field.status'), width: 120, sortable: false, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
      { field: 'currentPhase', headerName: t('backoffice.field.phase'), width: 100, valueFormatter: (value: number) => phaseLabel(value) },
      { field: 'phase1Score', headerName: t('backoffice.phases.phase1'), width: 90, valueGetter: (_value, row) => score(row.phaseScores.phase1) },
      { field: 'phase2Score', headerName: t('backoffice.phases.phase2'), width: 90, valueGetter: (_value, row) => score(row.phaseScores.phase2) },
      { field: 'phase3Score', headerName: t('backoffice.phases.finalist'), width: 90, valueGetter: (_value, row) => score(row.phaseScores.phase3) },
      { field: 'totalScore', headerName: t('backoffice.field.total'), width: 80 },
      {
        field: 'actions',
        headerName: t('backoffice.field.actions'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={(event) => {
              // the row click would toggle its selection
              event.stopPropagation();
              setScoring(row);
            }}
            aria-label={t('backoffice.phases.scoreTeam', { team: row.teamName })}
          >
            {t('backoffice.field.score')}
          </Button>
        ),
      },
    ],
    [t],
  );
  const filters = useMemo(() => phaseFilters(), [t]); // eslint-disable-line react-hooks/exhaustive-deps -- t stands for the language

  return (
    <Stack spacing={2}>
      <DataView<PhaseTeam>
        title={t('backoffice.section.phases')}
        list={list}
        {...queryViewProps(query)}
        errorText={MSG.errorLoadingTeams}
        emptyText={list.hasActiveFilters ? MSG.noTeamsMatchingFilter : MSG.noTeamsFound}
        searchPlaceholder={t('backoffice.phases.search')}
        filters={filters}
        actions={
          <Button variant="outlined" size="small" color="error" startIcon={<AutoDeleteIcon />} onClick={() => setAutoOpen(true)}>
            {t('backoffice.phases.autoEliminate')}
          </Button>
        }
        aboveRows={
          <Stack spacing={1}>
            <BulkActionBar selectedCount={selected.length} actions={BULK_ACTIONS} busy={bulk.isPending} onAction={onAction} onClear={() => setSelected([])} />
            {report ? <PhaseReport action={report.action} result={report.result} onClose={() => setReport(null)} /> : null}
          </Stack>
        }
        getRowId={(row) => row._id}
        columns={columns}
        sortFields={PHASE_SORT_FIELDS}
        selection={{ selected, onChange: setSelected }}
      />
      <EliminateDialog
        open={eliminating}
        count={selected.length}
        busy={bulk.isPending}
        onConfirm={(reason) => run('eliminate', reason)}
        onCancel={() => setEliminating(false)}
      />
      <ScoreDialog team={scoring} onClose={() => setScoring(null)} />
      <AutoEliminateDialog open={autoOpen} onClose={() => setAutoOpen(false)} />
    </Stack>
  );
}

import { useEffect, useMemo, useRef, useState, type JSX } from 'react';
import { Box, Button, CardContent, Checkbox, Stack, Typography } from '@mui/material';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { CATEGORY_LABEL, MSG, type PhaseActionResult, type PhaseMoveRef, type PhaseTeam, type PhaseTeamSort } from '@hackathon/contracts';
import { DataView, queryViewProps, StatusBadge, toast, useListState, type GridColDef } from '@hackathon/ui';
import { BulkActionBar } from '../../../shared/components/BulkActionBar';
import { useFailureToast } from '../../../shared/hooks/useFailureToast';
import { AutoEliminateDialog } from './components/AutoEliminateDialog';
import { EliminateDialog } from './components/EliminateDialog';
import { PhaseMoveConfirmDialog, type MovedTeam } from './components/PhaseMoveConfirmDialog';
import { PhaseReport } from './components/PhaseReport';
import { PromoteTopDialog } from './components/PromoteTopDialog';
import { ScoreDialog } from './components/ScoreDialog';
import { UndoMoveAlert } from './components/UndoMoveAlert';
import { useBulkPhaseAction, usePhaseTeams } from './hooks/usePhases';
import { BULK_ACTIONS, bulkActionLabel, CONFIRMED_MOVES, failedActionMessage, outcomeOf, phaseLabel, rememberTeams, type BulkAction } from './utils/phaseActions';
import { CardHeading } from '../../../shared/components/CardHeading';
import { phaseFilters, PHASE_SORT_FIELDS } from './utils/phaseView';
import { useT } from '../../../../i18n';

const score = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value);

/**
 * Phase Management (back-office spec): filters, a multi-select table, the bulk action bar, the
 * per-team report of the last action, the score modal, auto-eliminate and promote top N (issue 27)
 * with their previews.
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
  const [topOpen, setTopOpen] = useState(false);
  // issue 25: a move waits for its confirmation; the last one can be undone for a few minutes
  const [confirming, setConfirming] = useState<{ action: BulkAction; teams: MovedTeam[] } | null>(null);
  const [undoable, setUndoable] = useState<PhaseMoveRef[]>([]);

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
          setUndoable(result.moves);
          setSelected([]);
          setEliminating(false);
          setConfirming(null);
        },
        onError: (error) => {
          setEliminating(false);
          setConfirming(null);
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
    else if (CONFIRMED_MOVES.includes(action)) {
      // the names of the selected teams, as the pages viewed showed them
      const teams = selected.map((id) => {
        const team = known.current.get(id);
        return { id, teamId: team?.teamId ?? id, teamName: team?.teamName ?? '' };
      });
      setConfirming({ action, teams });
    } else run(action);
  };
  const toggle = (id: string) => setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  const columns = useMemo<GridColDef<PhaseTeam>[]>(
    () => [
      // widths add up (with the checkbox) to about 1,010 px: at 1366 px beside the sidebar every column, the Score button included, is on screen (issue 25)
      { field: 'teamId', headerName: t('backoffice.field.teamId'), width: 100 },
      { field: 'teamName', headerName: t('backoffice.field.teamName'), flex: 1, minWidth: 130 },
      {
        field: 'schoolName',
        headerName: t('backoffice.field.school'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ row }) => `${row.schoolName} (${row.schoolCode})`,
      },
      { field: 'category', headerName: t('backoffice.field.category'), width: 80, sortable: false, valueFormatter: (value: PhaseTeam['category']) => CATEGORY_LABEL[value] ?? value },
      { field: 'status', headerName: t('backoffice.field.status'), width: 110, sortable: false, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
      { field: 'currentPhase', headerName: t('backoffice.field.phase'), width: 84, valueFormatter: (value: number) => phaseLabel(value) },
      { field: 'phase1Score', headerName: t('backoffice.phases.phase1'), width: 62, valueGetter: (_value, row) => score(row.phaseScores.phase1) },
      { field: 'phase2Score', headerName: t('backoffice.phases.phase2'), width: 62, valueGetter: (_value, row) => score(row.phaseScores.phase2) },
      { field: 'phase3Score', headerName: t('backoffice.phases.finalist'), width: 62, valueGetter: (_value, row) => score(row.phaseScores.phase3) },
      { field: 'totalScore', headerName: t('backoffice.field.total'), width: 62 },
      {
        field: 'actions',
        headerName: t('backoffice.field.actions'),
        width: 84,
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
          <>
            <Button variant="outlined" size="small" startIcon={<LeaderboardIcon />} onClick={() => setTopOpen(true)}>
              {t('backoffice.phases.promoteTop.open')}
            </Button>
            <Button variant="outlined" size="small" color="error" startIcon={<AutoDeleteIcon />} onClick={() => setAutoOpen(true)}>
              {t('backoffice.phases.autoEliminate')}
            </Button>
          </>
        }
        aboveRows={
          <Stack spacing={1}>
            <BulkActionBar selectedCount={selected.length} actions={BULK_ACTIONS} busy={bulk.isPending} onAction={onAction} onClear={() => setSelected([])} />
            {report ? <PhaseReport action={report.action} result={report.result} onClose={() => setReport(null)} /> : null}
            <UndoMoveAlert moves={undoable} onDone={() => setUndoable([])} />
          </Stack>
        }
        getRowId={(row) => row._id}
        columns={columns}
        sortFields={PHASE_SORT_FIELDS}
        selection={{ selected, onChange: setSelected }}
        renderCard={(row) => (
          <PhaseTeamCard team={row} selected={selected.includes(row._id)} onToggle={() => toggle(row._id)} onScore={() => setScoring(row)} />
        )}
      />
      <PhaseMoveConfirmDialog
        actionLabel={confirming ? bulkActionLabel(confirming.action) : null}
        teams={confirming?.teams ?? []}
        busy={bulk.isPending}
        onConfirm={() => confirming && run(confirming.action)}
        onCancel={() => setConfirming(null)}
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
      {/* a promotion of the top N is a bulk move too: the same undo is offered */}
      <PromoteTopDialog open={topOpen} onClose={() => setTopOpen(false)} onPromoted={(result) => setUndoable(result.move ? [result.move] : [])} />
    </Stack>
  );
}

/** A team on a phone (the cards view): its state and scores, its selection box and Score. */
function PhaseTeamCard({ team, selected, onToggle, onScore }: { team: PhaseTeam; selected: boolean; onToggle: () => void; onScore: () => void }) {
  const t = useT();
  return (
    <CardContent>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': t('backoffice.phaseMoves.select', { team: team.teamName }) } }} sx={{ p: 0.5 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <CardHeading title={team.teamName} caption={team.teamId} aside={<StatusBadge status={team.status} />} />
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('backoffice.common.nameWithId', { name: team.schoolName, id: team.schoolCode })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('backoffice.common.pair', { a: phaseLabel(team.currentPhase), b: CATEGORY_LABEL[team.category] ?? team.category })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice.phaseMoves.scores', { p1: score(team.phaseScores.phase1), p2: score(team.phaseScores.phase2), p3: score(team.phaseScores.phase3), total: team.totalScore })}
      </Typography>
      <Button size="small" sx={{ mt: 1 }} onClick={onScore} aria-label={t('backoffice.phases.scoreTeam', { team: team.teamName })}>
        {t('backoffice.field.score')}
      </Button>
    </CardContent>
  );
}

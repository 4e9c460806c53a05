import { useMemo } from 'react';
import { Button, CardContent, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formatDate, formatDateTime, JUDGING_ROUND_SORTS, type JudgingRound } from '@hackathon/contracts';
import { DataView, queryViewProps, useListState, type GridColDef } from '@hackathon/ui';
import { CardHeading } from '../../../../shared/components/CardHeading';
import { useFailureToast } from '../../../../shared/hooks/useFailureToast';
import { useRounds } from '../hooks/useJudgingReads';
import { phaseText, roundStatusColor, roundStatusLabel } from '../utils/judgingView';
import { useT, type Translate } from '../../../../../i18n';

export interface RoundsListProps {
  onOpen: (roundId: string) => void;
  onCreate: () => void;
}

function StatusChip({ round }: { round: JudgingRound }) {
  useT(); // the label follows the language
  return <Chip size="small" label={roundStatusLabel(round.status)} color={roundStatusColor(round.status)} data-status={round.status} />;
}

/** Open is a button of its own, so a keyboard reaches it in the grid's cell and on the card alike. */
function OpenButton({ round, onOpen, tabIndex }: { round: JudgingRound; onOpen: (id: string) => void; tabIndex?: number }) {
  const t = useT();
  return (
    <Button size="small" tabIndex={tabIndex} onClick={() => onOpen(round._id)} aria-label={t('judging.rounds.openRound', { name: round.name })} data-open={round._id}>
      {t('judging.rounds.open')}
    </Button>
  );
}

const columnsOf = (t: Translate, onOpen: (id: string) => void): GridColDef<JudgingRound>[] => [
  { field: 'name', headerName: t('backoffice.field.name'), flex: 1.2, minWidth: 180 },
  { field: 'phase', headerName: t('backoffice.field.phase'), width: 100, sortable: false, valueFormatter: (value: number) => phaseText(value) },
  { field: 'status', headerName: t('backoffice.field.status'), width: 120, sortable: false, renderCell: ({ row }) => <StatusChip round={row} /> },
  { field: 'deadline', headerName: t('judging.field.deadline'), width: 190, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'teamCount', headerName: t('backoffice.field.teams'), width: 90, sortable: false },
  // the default sort's column: the grid drops a sort on a column it does not have
  { field: 'createdAt', headerName: t('backoffice.field.created'), width: 130, valueFormatter: (value: string) => formatDate(value) },
  {
    field: 'actions',
    headerName: t('backoffice.field.actions'),
    width: 110,
    sortable: false,
    renderCell: ({ row, tabIndex }) => <OpenButton round={row} onOpen={onOpen} tabIndex={tabIndex} />,
  },
];

/** The rounds, newest first (paged, searched by name and sorted on the server), with New round. */
export function RoundsList({ onOpen, onCreate }: RoundsListProps) {
  const t = useT();
  const list = useListState<(typeof JUDGING_ROUND_SORTS)[number]>({ defaultSort: { sort: 'createdAt', order: 'desc' } });
  const query = useRounds(list.query);
  useFailureToast(query.error, t('judging.rounds.failed'));
  const columns = useMemo(() => columnsOf(t, onOpen), [t, onOpen]);

  return (
    <DataView<JudgingRound>
      title={t('judging.title')}
      list={list}
      {...queryViewProps(query)}
      errorText={t('judging.rounds.failed')}
      emptyText={list.hasActiveFilters ? t('judging.rounds.noMatch') : t('judging.rounds.none')}
      searchPlaceholder={t('judging.rounds.search')}
      actions={
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onCreate}>
          {t('judging.rounds.new')}
        </Button>
      }
      getRowId={(row) => row._id}
      columns={columns}
      sortFields={JUDGING_ROUND_SORTS}
      renderCard={(row) => (
        <CardContent>
          <CardHeading title={row.name} caption={phaseText(row.phase)} aside={<StatusChip round={row} />} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('judging.rounds.cardLine', { deadline: formatDateTime(row.deadline), teams: row.teamCount })}
          </Typography>
          <OpenButton round={row} onOpen={onOpen} />
        </CardContent>
      )}
    />
  );
}

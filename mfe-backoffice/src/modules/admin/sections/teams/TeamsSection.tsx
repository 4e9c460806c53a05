import { useMemo, useState, type JSX } from 'react';
import { Box, Button, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ADMIN_API, CATEGORY_LABEL, MSG, formatDateTime, type AdminTeamRow } from '@hackathon/contracts';
import { DataView, StatusBadge, toast, type GridColDef } from '@hackathon/ui';
import { useAdminListView } from '../../hooks/useAdminListView';
import { useFailureToast } from '../../../shared/hooks/useFailureToast';
import { phaseLabel } from '../phases/utils/phaseActions';
import { AssignMentorDialog } from './components/AssignMentorDialog';
import { EditTeamDialog } from './components/EditTeamDialog';
import { TeamDetail } from './components/TeamDetail';
import { TeamSummary } from './components/TeamSummary';
import { useUpdateTeamStatus } from './hooks/useTeamWrites';
import { mentorLabel } from '../../../shared/utils/labels';
import { statusToggle, teamStats } from './utils/teamView';
import { CardHeading } from '../../../shared/components/CardHeading';
import { SchoolLink } from '../../../shared/components/SchoolLink';
import { useT, type Translate } from '../../../../i18n';

const columnsOf = (t: Translate): GridColDef<AdminTeamRow>[] => [
  { field: 'teamId', headerName: t('backoffice.field.teamId'), width: 130 },
  { field: 'teamName', headerName: t('backoffice.field.teamName'), flex: 1, minWidth: 160 },
  {
    field: 'schoolName',
    headerName: t('backoffice.field.school'),
    flex: 1.3,
    minWidth: 200,
    renderCell: ({ row, tabIndex }) => (
      <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          <SchoolLink code={row.schoolCode} tabIndex={tabIndex}>{row.schoolName}</SchoolLink>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('backoffice.common.pair', { a: row.schoolCode, b: row.region })}
        </Typography>
      </Box>
    ),
  },
  { field: 'category', headerName: t('backoffice.field.category'), width: 100, valueFormatter: (value: AdminTeamRow['category']) => CATEGORY_LABEL[value] ?? value },
  { field: 'status', headerName: t('backoffice.field.status'), width: 120, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
  { field: 'currentPhase', headerName: t('backoffice.field.phase'), width: 100, valueFormatter: (value: number) => phaseLabel(value) },
  { field: 'membersCount', headerName: t('backoffice.field.members'), width: 90, sortable: false },
  { field: 'mentor', headerName: t('backoffice.field.mentor'), flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => mentorLabel(row) },
  { field: 'totalScore', headerName: t('backoffice.field.score'), width: 80 },
  { field: 'createdAt', headerName: t('backoffice.field.registered'), width: 170, valueGetter: (_value, row) => formatDateTime(row.registrationDate ?? row.createdAt, t('backoffice.common.na')) },
];

function TeamCard({ row }: { row: AdminTeamRow }) {
  const t = useT();
  return (
    <CardContent>
      <CardHeading title={row.teamName} caption={row.teamId} aside={<StatusBadge status={row.status} />} />
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('backoffice.common.nameWithId', { name: row.schoolName, id: row.schoolCode })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
        <Chip size="small" label={CATEGORY_LABEL[row.category] ?? row.category} />
        <Chip size="small" variant="outlined" label={phaseLabel(row.currentPhase)} />
        <Chip size="small" variant="outlined" label={t('backoffice.teams.members', { n: row.membersCount })} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('backoffice.teams.mentorLine', { mentor: mentorLabel(row) })}
      </Typography>
    </CardContent>
  );
}

/**
 * Teams (back-office spec): search, filters, cards/table, stat tiles, the detail modal with the
 * team's history, Mark Active / Mark Inactive, the Edit Team dialog, the assign-mentor modal, export.
 */
export function TeamsSection(): JSX.Element {
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  const { list, query, counters, refresh, props } = useAdminListView('teams', ADMIN_API.teams, ADMIN_API.teamCounters);
  const setStatus = useUpdateTeamStatus();
  useFailureToast(query.error, MSG.failedFetchTeams);
  const [editing, setEditing] = useState<AdminTeamRow | null>(null);
  const [assigning, setAssigning] = useState<AdminTeamRow | null>(null);

  // the detail modal holds the row it opened with; after a change the page is re-read, so show the fresh one
  const fresh = (row: AdminTeamRow) => props.data?.items.find((item) => item._id === row._id) ?? row;

  const markStatus = (row: AdminTeamRow) => {
    const toggle = statusToggle(row.status);
    if (!toggle) return;
    setStatus.mutate(
      { id: row._id, status: toggle.status },
      {
        onSuccess: () => toast.success(MSG.teamStatusUpdated),
        onError: (error) => {
          if (!error.shouldLogout) toast.error(MSG.failedUpdateTeamStatus);
        },
      },
    );
  };

  const stats = teamStats(counters.data).map(({ filter, ...tile }) => ({
    ...tile,
    onClick: filter ? () => list.setFilter(filter.key, filter.value) : undefined,
  }));

  return (
    <>
      <DataView<AdminTeamRow>
        {...props}
        onRefresh={() => void refresh()}
        emptyText={list.hasActiveFilters ? MSG.noTeamsMatchingFilter : MSG.noTeamsFound}
        aboveRows={<TeamSummary stats={stats} />}
        columns={columns}
        renderCard={(row) => <TeamCard row={row} />}
        detailTitle={(row) => t('backoffice.common.nameWithId', { name: fresh(row).teamName, id: fresh(row).teamId })}
        renderDetail={(row) => <TeamDetail team={fresh(row)} />}
        detailActions={(row) => {
          const team = fresh(row);
          const toggle = statusToggle(team.status);
          return (
            <>
              {toggle ? (
                <Button color={toggle.status === 'ACTIVE' ? 'success' : 'warning'} onClick={() => markStatus(team)} disabled={setStatus.isPending}>
                  {toggle.label}
                </Button>
              ) : null}
              <Button startIcon={<PersonAddIcon />} onClick={() => setAssigning(team)}>
                {t('backoffice.teams.assignMentor')}
              </Button>
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(team)}>
                {t('backoffice.teams.editTeam')}
              </Button>
            </>
          );
        }}
      />
      <EditTeamDialog team={editing} onClose={() => setEditing(null)} />
      <AssignMentorDialog team={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}

import { useState, type JSX } from 'react';
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
import { useUpdateTeamStatus } from './hooks/useTeamWrites';
import { mentorLabel } from '../../../shared/utils/labels';
import { statusToggle, teamStats } from './utils/teamView';
import { CardHeading } from '../../../shared/components/CardHeading';

const COLUMNS: GridColDef<AdminTeamRow>[] = [
  { field: 'teamId', headerName: 'Team ID', width: 130 },
  { field: 'teamName', headerName: 'Team Name', flex: 1, minWidth: 160 },
  {
    field: 'schoolName',
    headerName: 'School',
    flex: 1.3,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {row.schoolName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.schoolCode} · {row.region}
        </Typography>
      </Box>
    ),
  },
  { field: 'category', headerName: 'Category', width: 100, valueFormatter: (value: AdminTeamRow['category']) => CATEGORY_LABEL[value] ?? value },
  { field: 'status', headerName: 'Status', width: 120, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
  { field: 'currentPhase', headerName: 'Phase', width: 100, valueFormatter: (value: number) => phaseLabel(value) },
  { field: 'membersCount', headerName: 'Members', width: 90, sortable: false },
  { field: 'mentor', headerName: 'Mentor', flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => mentorLabel(row) },
  { field: 'totalScore', headerName: 'Score', width: 80 },
  { field: 'createdAt', headerName: 'Registered', width: 170, valueGetter: (_value, row) => formatDateTime(row.registrationDate ?? row.createdAt, 'N/A') },
];

function TeamCard({ row }: { row: AdminTeamRow }) {
  return (
    <CardContent>
      <CardHeading title={row.teamName} caption={row.teamId} aside={<StatusBadge status={row.status} />} />
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {row.schoolName} ({row.schoolCode})
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
        <Chip size="small" label={CATEGORY_LABEL[row.category] ?? row.category} />
        <Chip size="small" variant="outlined" label={phaseLabel(row.currentPhase)} />
        <Chip size="small" variant="outlined" label={`${row.membersCount} members`} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Mentor: {mentorLabel(row)}
      </Typography>
    </CardContent>
  );
}

/**
 * Teams (back-office spec): search, filters, cards/table, stat tiles, the detail modal with the
 * team's history, Mark Active / Mark Inactive, the Edit Team dialog, the assign-mentor modal, export.
 */
export function TeamsSection(): JSX.Element {
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
        stats={stats}
        columns={COLUMNS}
        renderCard={(row) => <TeamCard row={row} />}
        detailTitle={(row) => `${fresh(row).teamName} (${fresh(row).teamId})`}
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
                Assign Mentor
              </Button>
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(team)}>
                Edit Team
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

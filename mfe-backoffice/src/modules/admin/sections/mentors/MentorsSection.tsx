import { CardContent, Chip, Divider, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ADMIN_API, CATEGORY_LABEL, type AdminMentorRow } from '@hackathon/contracts';
import { DataView, LabeledValue, StatusBadge, type GridColDef } from '@hackathon/ui';
import { useAdminListView } from '../../hooks/useAdminListView';
import { countOf } from '../../../shared/utils/listQuery';
import { mentorFields, mentorLoad } from '../../utils/people';
import { CardHeading } from '../../../shared/components/CardHeading';

function LoadChip({ row }: { row: AdminMentorRow }) {
  const load = mentorLoad(row);
  return <Chip size="small" label={load} color={load === 'FULL' ? 'error' : row.assignedTeamsCount > 0 ? 'info' : 'default'} />;
}

const COLUMNS: GridColDef<AdminMentorRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1.1, minWidth: 160, valueGetter: (_value, row) => row.fullName || row.name },
  { field: 'mentorId', headerName: 'Mentor ID', width: 140 },
  { field: 'designation', headerName: 'Designation', width: 130, sortable: false },
  { field: 'emailId', headerName: 'Email', flex: 1.1, minWidth: 180, sortable: false },
  { field: 'contactNumber', headerName: 'Contact', width: 120, sortable: false },
  { field: 'schoolName', headerName: 'School', flex: 1.2, minWidth: 170 },
  { field: 'schoolCode', headerName: 'Code', width: 90 },
  { field: 'region', headerName: 'Region', width: 120, sortable: false },
  { field: 'assignedTeams', headerName: 'Teams', width: 100, renderCell: ({ row }) => <LoadChip row={row} /> },
  { field: 'isActive', headerName: 'Status', width: 110, sortable: false, renderCell: ({ row }) => <StatusBadge status={row.isActive} /> },
];

function MentorCard({ row }: { row: AdminMentorRow }) {
  return (
    <CardContent>
      <CardHeading
        title={row.fullName || row.name}
        caption={`${row.mentorId} · ${row.designation}`}
        aside={
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <StatusBadge status={row.isActive} />
            <LoadChip row={row} />
          </Stack>
        }
      />
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {row.emailId} · {row.contactNumber}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.schoolName} ({row.schoolCode}) · {row.region}
      </Typography>
    </CardContent>
  );
}

/** Mentors: every school's mentors with their teams; FULL at 2 teams (spec: mentor capacity). */
export function MentorsSection() {
  const { list, counters, props } = useAdminListView('mentors', ADMIN_API.mentors, ADMIN_API.mentorCounters);
  const c = counters.data;
  const stats = [
    { key: 'total', title: 'Total Mentors', value: countOf(c?.total), color: 'primary' as const, onClick: () => list.clearAll() },
    { key: 'active', title: 'Active', value: countOf(c?.active), color: 'success' as const, onClick: () => list.setFilter('status', 'active') },
    { key: 'inactive', title: 'Inactive', value: countOf(c?.inactive), color: 'warning' as const, onClick: () => list.setFilter('status', 'inactive') },
    { key: 'assigned', title: 'Assigned', value: countOf(c?.assigned), color: 'info' as const, onClick: () => list.setFilter('assignment', 'assigned') },
    { key: 'unassigned', title: 'Not Assigned', value: countOf(c?.unassigned), color: 'secondary' as const, onClick: () => list.setFilter('assignment', 'unassigned') },
    { key: 'full', title: 'FULL (2 teams)', value: countOf(c?.full), color: 'error' as const, onClick: () => list.setFilter('assignment', 'full') },
  ];

  return (
    <DataView<AdminMentorRow>
      {...props}
      stats={stats}
      columns={COLUMNS}
      renderCard={(row) => <MentorCard row={row} />}
      detailTitle={(row) => row.fullName || row.name}
      renderDetail={(row) => (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            {mentorFields(row).map((field) => (
              <LabeledValue key={field.label} label={field.label} value={field.value} />
            ))}
          </Grid>
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Assigned Teams
          </Typography>
          {row.assignedTeams.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No teams assigned
            </Typography>
          ) : (
            <List dense disablePadding>
              {row.assignedTeams.map((team) => (
                <ListItem key={team.teamId} disableGutters>
                  <ListItemText
                    primary={`${team.teamName} (${team.teamId})`}
                    secondary={`${CATEGORY_LABEL[team.category] ?? team.category} · ${team.members} members`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
    />
  );
}

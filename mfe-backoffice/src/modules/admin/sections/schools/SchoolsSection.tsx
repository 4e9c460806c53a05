import { Box, CardContent, Chip, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { ADMIN_API, type AdminSchoolRow } from '@hackathon/contracts';
import { DataView, LabeledValue, type GridColDef } from '@hackathon/ui';
import { PaymentChip } from '../../components/PaymentChip';
import { SchoolStatusChip } from '../../components/SchoolStatusChip';
import { useAdminListView } from '../../hooks/useAdminListView';
import { countOf } from '../../../shared/utils/listQuery';
import { EXPECTED, expectationColor, schoolFields } from '../../utils/people';
import { CardHeading } from '../../../shared/components/CardHeading';

/** '3/4' coloured against the school's expected count (spec: 4 teams and 20 students per school). */
function Expected({ count, expected }: { count: number; expected: number }) {
  return (
    <Typography component="span" variant="body2" sx={{ color: `${expectationColor(count, expected)}.main`, fontWeight: 600 }}>
      {count}/{expected}
    </Typography>
  );
}

const COLUMNS: GridColDef<AdminSchoolRow>[] = [
  { field: 'schoolCode', headerName: 'Code', width: 90 },
  { field: 'schoolName', headerName: 'School', flex: 1.4, minWidth: 200 },
  { field: 'district', headerName: 'District', width: 130 },
  { field: 'state', headerName: 'State', width: 150 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'registered', headerName: 'Registered', width: 110, sortable: false, valueGetter: (_value, row) => (row.registered ? 'Yes' : 'No') },
  { field: 'teamCount', headerName: 'Teams', width: 90, renderCell: ({ row }) => <Expected count={row.teamCount} expected={EXPECTED.teams} /> },
  { field: 'mentorCount', headerName: 'Mentors', width: 90, sortable: false },
  { field: 'studentCount', headerName: 'Students', width: 100, renderCell: ({ row }) => <Expected count={row.studentCount} expected={EXPECTED.students} /> },
  { field: 'totalParticipants', headerName: 'Participants', width: 120 },
  { field: 'activityScore', headerName: 'Score', width: 90 },
  { field: 'status', headerName: 'Activity', width: 150, sortable: false, renderCell: ({ row }) => <SchoolStatusChip status={row.status} /> },
];

function SchoolCard({ row }: { row: AdminSchoolRow }) {
  return (
    <CardContent>
      <CardHeading title={row.schoolName} caption={`Code ${row.schoolCode} · ${row.district}, ${row.region}`} aside={<SchoolStatusChip status={row.status} />} />
      <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          Teams <Expected count={row.teamCount} expected={EXPECTED.teams} />
        </Typography>
        <Typography variant="body2">
          Students <Expected count={row.studentCount} expected={EXPECTED.students} />
        </Typography>
        <Typography variant="body2">Mentors {row.mentorCount}</Typography>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          Activity score {row.activityScore}/100
        </Typography>
        <LinearProgress variant="determinate" value={row.activityScore} aria-label="Activity score" />
      </Box>
    </CardContent>
  );
}

/** Schools: the directory with each school's participation, activity score and status (spec sections 4 and 9). */
export function SchoolsSection() {
  const { list, counters, props } = useAdminListView('schools', ADMIN_API.schools, ADMIN_API.schoolCounters);
  const c = counters.data;
  const stats = [
    { key: 'total', title: 'Total Schools', value: countOf(c?.total), color: 'primary' as const, onClick: () => list.clearAll() },
    { key: 'registered', title: 'Registered', value: countOf(c?.registered), color: 'success' as const, onClick: () => list.setFilter('registration', 'registered') },
    { key: 'withTeams', title: 'With Teams', value: countOf(c?.withTeams), color: 'info' as const },
    { key: 'high', title: 'High Activity', value: countOf(c?.byStatus['high-activity']), color: 'success' as const, onClick: () => list.setFilter('status', 'high-activity') },
    { key: 'medium', title: 'Medium Activity', value: countOf(c?.byStatus['medium-activity']), color: 'info' as const, onClick: () => list.setFilter('status', 'medium-activity') },
    { key: 'low', title: 'Low Activity', value: countOf(c?.byStatus['low-activity']), color: 'warning' as const, onClick: () => list.setFilter('status', 'low-activity') },
    { key: 'inactive', title: 'Inactive', value: countOf(c?.byStatus.inactive), color: 'error' as const, onClick: () => list.setFilter('status', 'inactive') },
  ];

  return (
    <DataView<AdminSchoolRow>
      {...props}
      stats={stats}
      columns={COLUMNS}
      renderCard={(row) => <SchoolCard row={row} />}
      detailTitle={(row) => row.schoolName}
      renderDetail={(row) => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <SchoolStatusChip status={row.status} />
            {row.registered ? <PaymentChip status={row.paymentStatus} prefix="Payment: " /> : <Chip size="small" label="Not registered" />}
          </Stack>
          <Grid container spacing={2}>
            {schoolFields(row).map((field) => (
              <LabeledValue key={field.label} label={field.label} value={field.value} />
            ))}
          </Grid>
        </Stack>
      )}
    />
  );
}

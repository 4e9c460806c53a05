import { CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { ADMIN_API, CATEGORY_LABEL, type AdminStudentRow } from '@hackathon/contracts';
import { CrownIcon, DataView, LabeledValue, StatusBadge, type GridColDef } from '@hackathon/ui';
import { useAdminListView } from '../../hooks/useAdminListView';
import { countOf } from '../../../shared/utils/listQuery';
import { genderLabel } from '../../../shared/utils/labels';
import { studentFields } from '../../utils/people';
import { CardHeading } from '../../../shared/components/CardHeading';

const COLUMNS: GridColDef<AdminStudentRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1.2,
    minWidth: 170,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        <span>{row.name}</span>
        {row.isLeader ? <CrownIcon titleAccess="Team leader" fontSize="small" /> : null}
      </Stack>
    ),
  },
  { field: 'studentId', headerName: 'Student ID', width: 130 },
  { field: 'class', headerName: 'Class', width: 80 },
  { field: 'gender', headerName: 'Gender', width: 100, valueGetter: (_value, row) => genderLabel(row.gender) },
  { field: 'teamName', headerName: 'Team', flex: 1, minWidth: 150 },
  { field: 'teamId', headerName: 'Team ID', width: 120 },
  { field: 'teamCategory', headerName: 'Category', width: 100, sortable: false, valueGetter: (_value, row) => CATEGORY_LABEL[row.teamCategory] ?? row.teamCategory },
  { field: 'schoolName', headerName: 'School', flex: 1.2, minWidth: 170 },
  { field: 'schoolCode', headerName: 'Code', width: 90 },
  { field: 'region', headerName: 'Region', width: 120, sortable: false },
];

function StudentCard({ row }: { row: AdminStudentRow }) {
  return (
    <CardContent>
      <CardHeading
        title={row.name}
        titleAdornment={row.isLeader ? <CrownIcon titleAccess="Team leader" fontSize="small" /> : null}
        caption={`${row.studentId} · Class ${row.class} · ${genderLabel(row.gender)}`}
        aside={<Chip size="small" label={CATEGORY_LABEL[row.teamCategory] ?? row.teamCategory} />}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {row.teamName} ({row.teamId})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.schoolName} ({row.schoolCode}) · {row.region}
      </Typography>
    </CardContent>
  );
}

/** Students: every team member with their team and school; class filter 9-12 (spec). */
export function StudentsSection() {
  const { list, counters, props } = useAdminListView('students', ADMIN_API.students, ADMIN_API.studentCounters);
  const c = counters.data;
  const stats = [
    { key: 'total', title: 'Total Students', value: countOf(c?.total), color: 'primary' as const, onClick: () => list.clearAll() },
    { key: 'jr', title: 'Junior', value: countOf(c?.byCategory.jr), color: 'info' as const, onClick: () => list.setFilter('category', 'jr') },
    { key: 'sr', title: 'Senior', value: countOf(c?.byCategory.sr), color: 'secondary' as const, onClick: () => list.setFilter('category', 'sr') },
    { key: 'leaders', title: 'Team Leaders', value: countOf(c?.leaders), color: 'warning' as const },
    { key: 'female', title: 'Female', value: countOf(c?.byGender.female), color: 'success' as const, onClick: () => list.setFilter('gender', 'female') },
    { key: 'male', title: 'Male', value: countOf(c?.byGender.male), color: 'success' as const, onClick: () => list.setFilter('gender', 'male') },
  ];

  return (
    <DataView<AdminStudentRow>
      {...props}
      stats={stats}
      columns={COLUMNS}
      renderCard={(row) => <StudentCard row={row} />}
      detailTitle={(row) => row.name}
      renderDetail={(row) => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1}>
            {row.isLeader ? <Chip size="small" color="warning" label="Team leader" /> : null}
            <StatusBadge status={row.teamStatus} />
          </Stack>
          <Grid container spacing={2}>
            {studentFields(row).map((field) => (
              <LabeledValue key={field.label} label={field.label} value={field.value} />
            ))}
          </Grid>
        </Stack>
      )}
    />
  );
}

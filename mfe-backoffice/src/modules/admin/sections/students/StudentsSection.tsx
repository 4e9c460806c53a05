import { useMemo } from 'react';
import { CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { ADMIN_API, CATEGORY_LABEL, type AdminStudentRow } from '@hackathon/contracts';
import { CrownIcon, DataView, LabeledValue, StatusBadge, type GridColDef } from '@hackathon/ui';
import { useAdminListView } from '../../hooks/useAdminListView';
import { countOf } from '../../../shared/utils/listQuery';
import { genderLabel } from '../../../shared/utils/labels';
import { studentFields } from '../../utils/people';
import { CardHeading } from '../../../shared/components/CardHeading';
import { useT, type Translate } from '../../../../i18n';

const columnsOf = (t: Translate): GridColDef<AdminStudentRow>[] => [
  {
    field: 'name',
    headerName: t('backoffice.field.name'),
    flex: 1.2,
    minWidth: 170,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        <span>{row.name}</span>
        {row.isLeader ? <CrownIcon titleAccess={t('backoffice.common.teamLeader')} fontSize="small" /> : null}
      </Stack>
    ),
  },
  { field: 'studentId', headerName: t('backoffice.field.studentId'), width: 130 },
  { field: 'class', headerName: t('backoffice.field.class'), width: 80 },
  { field: 'gender', headerName: t('backoffice.field.gender'), width: 100, valueGetter: (_value, row) => genderLabel(row.gender) },
  { field: 'teamName', headerName: t('backoffice.field.team'), flex: 1, minWidth: 150 },
  { field: 'teamId', headerName: t('backoffice.field.teamId'), width: 120 },
  { field: 'teamCategory', headerName: t('backoffice.field.category'), width: 100, sortable: false, valueGetter: (_value, row) => CATEGORY_LABEL[row.teamCategory] ?? row.teamCategory },
  { field: 'schoolName', headerName: t('backoffice.field.school'), flex: 1.2, minWidth: 170 },
  { field: 'schoolCode', headerName: t('backoffice.field.code'), width: 90 },
  { field: 'region', headerName: t('backoffice.field.region'), width: 120, sortable: false },
];

function StudentCard({ row }: { row: AdminStudentRow }) {
  const t = useT();
  return (
    <CardContent>
      <CardHeading
        title={row.name}
        titleAdornment={row.isLeader ? <CrownIcon titleAccess={t('backoffice.common.teamLeader')} fontSize="small" /> : null}
        caption={t('backoffice.students.cardCaption', { studentId: row.studentId, class: row.class, gender: genderLabel(row.gender) })}
        aside={<Chip size="small" label={CATEGORY_LABEL[row.teamCategory] ?? row.teamCategory} />}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('backoffice.common.nameWithId', { name: row.teamName, id: row.teamId })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('backoffice.common.schoolPlace', { name: row.schoolName, code: row.schoolCode, region: row.region })}
      </Typography>
    </CardContent>
  );
}

/** Students: every team member with their team and school; class filter 9-12 (spec). */
export function StudentsSection() {
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  const { list, counters, props } = useAdminListView('students', ADMIN_API.students, ADMIN_API.studentCounters);
  const c = counters.data;
  const stats = [
    { key: 'total', title: t('backoffice.students.total'), value: countOf(c?.total), color: 'primary' as const, onClick: () => list.clearAll() },
    { key: 'jr', title: t('backoffice.students.junior'), value: countOf(c?.byCategory.jr), color: 'info' as const, onClick: () => list.setFilter('category', 'jr') },
    { key: 'sr', title: t('backoffice.students.senior'), value: countOf(c?.byCategory.sr), color: 'secondary' as const, onClick: () => list.setFilter('category', 'sr') },
    { key: 'leaders', title: t('backoffice.students.leaders'), value: countOf(c?.leaders), color: 'warning' as const },
    { key: 'female', title: t('backoffice.students.female'), value: countOf(c?.byGender.female), color: 'success' as const, onClick: () => list.setFilter('gender', 'female') },
    { key: 'male', title: t('backoffice.students.male'), value: countOf(c?.byGender.male), color: 'success' as const, onClick: () => list.setFilter('gender', 'male') },
  ];

  return (
    <DataView<AdminStudentRow>
      {...props}
      stats={stats}
      columns={columns}
      renderCard={(row) => <StudentCard row={row} />}
      detailTitle={(row) => row.name}
      renderDetail={(row) => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1}>
            {row.isLeader ? <Chip size="small" color="warning" label={t('backoffice.common.teamLeader')} /> : null}
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

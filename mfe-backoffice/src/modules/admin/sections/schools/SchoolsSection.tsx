import { useMemo } from 'react';
import { Box, CardContent, Chip, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { ADMIN_API, type AdminSchoolRow } from '@hackathon/contracts';
import { DataView, LabeledValue, type GridColDef } from '@hackathon/ui';
import { PaymentChip } from '../../components/PaymentChip';
import { SchoolStatusChip } from '../../components/SchoolStatusChip';
import { useAdminListView } from '../../hooks/useAdminListView';
import { countOf } from '../../../shared/utils/listQuery';
import { EXPECTED, expectationColor, schoolFields } from '../../utils/people';
import { CardHeading } from '../../../shared/components/CardHeading';
import { SchoolLink, SchoolPageButton } from '../../../shared/components/SchoolLink';
import { useT, type Translate } from '../../../../i18n';

/** '3/4' coloured against the school's expected count (spec: 4 teams and 20 students per school). */
function Expected({ count, expected }: { count: number; expected: number }) {
  return (
    <Typography component="span" variant="body2" sx={{ color: `${expectationColor(count, expected)}.main`, fontWeight: 600 }}>
      {count}/{expected}
    </Typography>
  );
}

const columnsOf = (t: Translate): GridColDef<AdminSchoolRow>[] => [
  { field: 'schoolCode', headerName: t('backoffice.field.code'), width: 90 },
  { field: 'schoolName', headerName: t('backoffice.field.school'), flex: 1.4, minWidth: 200, renderCell: ({ row, tabIndex }) => <SchoolLink code={row.schoolCode} tabIndex={tabIndex}>{row.schoolName}</SchoolLink> },
  { field: 'district', headerName: t('backoffice.field.district'), width: 130 },
  { field: 'state', headerName: t('backoffice.field.state'), width: 150 },
  { field: 'region', headerName: t('backoffice.field.region'), width: 120 },
  { field: 'registered', headerName: t('backoffice.field.registered'), width: 110, sortable: false, valueGetter: (_value, row) => (row.registered ? t('backoffice.common.yes') : t('backoffice.common.no')) },
  { field: 'teamCount', headerName: t('backoffice.field.teams'), width: 90, renderCell: ({ row }) => <Expected count={row.teamCount} expected={EXPECTED.teams} /> },
  { field: 'mentorCount', headerName: t('backoffice.field.mentors'), width: 90, sortable: false },
  { field: 'studentCount', headerName: t('backoffice.field.students'), width: 100, renderCell: ({ row }) => <Expected count={row.studentCount} expected={EXPECTED.students} /> },
  { field: 'totalParticipants', headerName: t('backoffice.field.participants'), width: 120 },
  { field: 'activityScore', headerName: t('backoffice.field.score'), width: 90 },
  { field: 'status', headerName: t('backoffice.field.activity'), width: 150, sortable: false, renderCell: ({ row }) => <SchoolStatusChip status={row.status} /> },
];

function SchoolCard({ row }: { row: AdminSchoolRow }) {
  const t = useT();
  return (
    <CardContent>
      <CardHeading title={row.schoolName} caption={t('backoffice.registration.cardCaption', { code: row.schoolCode, district: row.district, state: row.region })} aside={<SchoolStatusChip status={row.status} />} />
      <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {t('backoffice.field.teams')} <Expected count={row.teamCount} expected={EXPECTED.teams} />
        </Typography>
        <Typography variant="body2">
          {t('backoffice.field.students')} <Expected count={row.studentCount} expected={EXPECTED.students} />
        </Typography>
        <Typography variant="body2">{t('backoffice.schools.mentorCount', { count: row.mentorCount })}</Typography>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {t('backoffice.schools.activityScoreLine', { score: row.activityScore })}
        </Typography>
        <LinearProgress variant="determinate" value={row.activityScore} aria-label={t('backoffice.schools.activityScore')} />
      </Box>
    </CardContent>
  );
}

/** Schools: the directory with each school's participation, activity score and status (spec sections 4 and 9). */
export function SchoolsSection() {
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  const { list, counters, props } = useAdminListView('schools', ADMIN_API.schools, ADMIN_API.schoolCounters);
  const c = counters.data;
  const stats = [
    { key: 'total', title: t('backoffice.overview.totalSchools'), value: countOf(c?.total), color: 'primary' as const, onClick: () => list.clearAll() },
    { key: 'registered', title: t('backoffice.field.registered'), value: countOf(c?.registered), color: 'success' as const, onClick: () => list.setFilter('registration', 'registered') },
    { key: 'withTeams', title: t('backoffice.schools.withTeams'), value: countOf(c?.withTeams), color: 'info' as const },
    { key: 'high', title: t('backoffice.schools.high'), value: countOf(c?.byStatus['high-activity']), color: 'success' as const, onClick: () => list.setFilter('status', 'high-activity') },
    { key: 'medium', title: t('backoffice.schools.medium'), value: countOf(c?.byStatus['medium-activity']), color: 'info' as const, onClick: () => list.setFilter('status', 'medium-activity') },
    { key: 'low', title: t('backoffice.schools.low'), value: countOf(c?.byStatus['low-activity']), color: 'warning' as const, onClick: () => list.setFilter('status', 'low-activity') },
    { key: 'inactive', title: t('backoffice.common.inactive'), value: countOf(c?.byStatus.inactive), color: 'error' as const, onClick: () => list.setFilter('status', 'inactive') },
  ];

  return (
    <DataView<AdminSchoolRow>
      {...props}
      stats={stats}
      columns={columns}
      renderCard={(row) => <SchoolCard row={row} />}
      detailTitle={(row) => row.schoolName}
      renderDetail={(row, close) => (
        <Stack spacing={2}>
          <SchoolPageButton code={row.schoolCode} onOpen={close} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <SchoolStatusChip status={row.status} />
            {row.registered ? <PaymentChip status={row.paymentStatus} prefix /> : <Chip size="small" label={t('backoffice.schools.notRegistered')} />}
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

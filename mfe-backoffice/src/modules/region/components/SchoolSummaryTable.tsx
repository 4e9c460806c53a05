import { useMemo } from 'react';
import { Button, Chip, Paper, Typography } from '@mui/material';
import { LIMITS, MSG, REGION_SUMMARY_SORTS, type RegionSchoolSummary, type RegionSummarySort } from '@hackathon/contracts';
import { DataView, useListState, type GridColDef } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { SchoolLink } from '../../shared/components/SchoolLink';
import { regionPaymentBadge } from '../../shared/utils/regionPayment';
import { tr } from '../../shared/utils/text';
import { useSchoolSummary } from '../hooks/useSchoolSummary';
import { studentsMet, summaryFilters, SUMMARY_DEFAULT_SORT, teamsMet } from '../utils/summaryTable';
import type { DashboardAudience } from '../utils/tabs';

/** 'n/4' or 'n/20', green once the school reaches the expected count. */
function Expected({ count, expected, met }: { count: number; expected: number; met: boolean }) {
  return (
    <Typography component="span" variant="body2" sx={{ color: met ? 'success.main' : 'text.primary', fontWeight: 600 }} data-met={met}>
      {count}/{expected}
    </Typography>
  );
}

/** The spec's headers: the region admin's table words them longer than the super admin's. */
function headers(audience: DashboardAudience): Record<'registered' | 'totalTeams' | 'totalStudents' | 'paymentStatus', string> {
  return audience === 'region'
    ? {
        registered: tr('dashboards.summary.column.registrationStatus'),
        totalTeams: tr('dashboards.summary.column.totalTeams', { n: LIMITS.maxTeamsPerSchool }),
        totalStudents: tr('dashboards.summary.column.totalStudents', { n: LIMITS.expectedStudentsPerSchool }),
        paymentStatus: tr('dashboards.summary.column.paymentStatus'),
      }
    : {
        registered: tr('dashboards.summary.column.registration'),
        totalTeams: tr('dashboards.summary.column.teams'),
        totalStudents: tr('dashboards.summary.column.students'),
        paymentStatus: tr('dashboards.summary.column.payment'),
      };
}

function summaryColumns(audience: DashboardAudience): GridColDef<RegionSchoolSummary>[] {
  const header = headers(audience);
  return [
    { field: 'kvCode', headerName: tr('dashboards.summary.column.kvCode'), width: 100, renderCell: ({ row }) => <span style={{ fontFamily: 'monospace' }}>{row.kvCode}</span> },
    { field: 'kvName', headerName: tr('dashboards.summary.column.kvName'), flex: 1.5, minWidth: 200, renderCell: ({ row, tabIndex }) => <SchoolLink code={row.kvCode} tabIndex={tabIndex}>{row.kvName}</SchoolLink> },
    {
      field: 'registered',
      headerName: header.registered,
      width: 160,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.registered ? tr('dashboards.summary.registered') : tr('dashboards.summary.notRegistered')} color={row.registered ? 'success' : 'default'} />
      ),
    },
    { field: 'mentors', headerName: tr('dashboards.summary.column.mentors'), width: 100, type: 'number' },
    // the spec's one 'JR / SR' column; sorting it orders by the junior count
    { field: 'jrTeams', headerName: tr('dashboards.summary.column.jrSr'), width: 100, align: 'center', headerAlign: 'center', renderCell: ({ row }) => `${row.jrTeams} / ${row.srTeams}` },
    {
      field: 'totalTeams',
      headerName: header.totalTeams,
      width: 140,
      renderCell: ({ row }) => <Expected count={row.totalTeams} expected={LIMITS.maxTeamsPerSchool} met={teamsMet(row.totalTeams)} />,
    },
    {
      field: 'totalStudents',
      headerName: header.totalStudents,
      width: 160,
      renderCell: ({ row }) => <Expected count={row.totalStudents} expected={LIMITS.expectedStudentsPerSchool} met={studentsMet(row.totalStudents)} />,
    },
    {
      field: 'paymentStatus',
      headerName: header.paymentStatus,
      width: 150,
      renderCell: ({ row }) => {
        const badge = regionPaymentBadge(row.paymentStatus);
        return <Chip size="small" label={badge.label} color={badge.color} data-testid="payment-badge" />;
      },
    },
  ];
}

export interface SchoolSummaryTableProps {
  audience: DashboardAudience;
  role: string | null;
  /** The region admin's region (the export's file name); null for the super admin. */
  region: string | null;
}

/**
 * The Region Summary Table (region admin) or the Summary by School table (super admin): one row per
 * school of the caller's scope, searched, filtered, sorted and paged by the server, with Clear All
 * and Export Summary.
 */
export function SchoolSummaryTable({ audience, role, region }: SchoolSummaryTableProps) {
  const t = useT();
  const list = useListState<RegionSummarySort>({ defaultSort: SUMMARY_DEFAULT_SORT });
  const { query, onExport } = useSchoolSummary({ audience, role, region, list });
  // `t` changes with the language: new headers (the grid reads them when its columns change)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => summaryColumns(audience), [audience, t]);
  const title = audience === 'super' ? t('dashboards.summary.titleSuper') : t('dashboards.summary.titleRegion');

  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, md: 2.5 } }}>
      <DataView<RegionSchoolSummary>
        list={list}
        data={query.data}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        title={title}
        errorText={MSG.failedLoadDashboard}
        emptyText={t('dashboards.summary.empty')}
        loadingText={t('dashboards.summary.loading')}
        onRetry={() => void query.refetch()}
        searchPlaceholder={t('dashboards.summary.searchPlaceholder')}
        filters={summaryFilters(audience)}
        actions={
          list.hasActiveFilters ? (
            <Button size="small" onClick={list.clearAll}>
              {t('dashboards.summary.clearAll')}
            </Button>
          ) : null
        }
        exportAction={{ onExport, label: t('dashboards.summary.export') }}
        getRowId={(row) => row.kvCode}
        columns={columns}
        sortFields={REGION_SUMMARY_SORTS}
      />
    </Paper>
  );
}

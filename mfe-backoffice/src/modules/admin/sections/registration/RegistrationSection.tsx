import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, CardContent, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  ADMIN_API,
  MSG,
  formatDateTime,
  type AdminRegistrationRow,
  type RegistrationBulkAction,
} from '@hackathon/contracts';
import { DataView, StatusBadge, toast, type GridColDef } from '@hackathon/ui';
import { PaymentChip } from '../../components/PaymentChip';
import { useAdminListView } from '../../hooks/useAdminListView';
import { countOf } from '../../../shared/utils/listQuery';
import { registrationStatusLabel, teamsSummary } from '../../../shared/utils/labels';
import { registrationTiles } from '../../utils/registrationList';
import { RegistrationDetail } from './RegistrationDetail';
import { CardHeading } from '../../../shared/components/CardHeading';
import { SchoolLink } from '../../../shared/components/SchoolLink';
import { BulkActionBar, type BulkActionDef } from '../../../shared/components/BulkActionBar';
import { BulkRegistrationDialog } from './components/BulkRegistrationDialog';
import { bulkFilterOf } from './utils/bulkRegistrations';
import { useT, type Translate } from '../../../../i18n';

const columnsOf = (t: Translate): GridColDef<AdminRegistrationRow>[] => [
  {
    field: 'kvName',
    headerName: t('backoffice.field.school'),
    flex: 1.4,
    minWidth: 200,
    renderCell: ({ row, tabIndex }) => (
      <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          <SchoolLink code={row.kvCode} tabIndex={tabIndex}>{row.kvName}</SchoolLink>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.kvCode}
        </Typography>
      </Box>
    ),
  },
  { field: 'kvCode', headerName: t('backoffice.field.code'), width: 90 },
  { field: 'fullName', headerName: t('backoffice.field.contactPerson'), flex: 1, minWidth: 140 },
  { field: 'email', headerName: t('backoffice.field.email'), flex: 1.2, minWidth: 180 },
  { field: 'contactNumber', headerName: t('backoffice.field.contact'), width: 120 },
  { field: 'district', headerName: t('backoffice.field.district'), width: 130 },
  { field: 'state', headerName: t('backoffice.field.state'), width: 150 },
  { field: 'region', headerName: t('backoffice.field.region'), width: 120 },
  { field: 'teamCount', headerName: t('backoffice.field.teams'), width: 170, valueGetter: (_value, row) => teamsSummary(row) },
  { field: 'paymentStatus', headerName: t('backoffice.field.payment'), width: 130, renderCell: ({ row }) => <PaymentChip status={row.paymentStatus} /> },
  {
    field: 'registrationStatus',
    headerName: t('backoffice.field.status'),
    width: 120,
    renderCell: ({ row }) => <StatusBadge status={row.registrationStatus} label={registrationStatusLabel(row.registrationStatus)} />,
  },
  { field: 'registrationTimestamp', headerName: t('backoffice.field.registered'), width: 170, valueGetter: (_value, row) => formatDateTime(row.registrationTimestamp) },
];

function RegistrationCard({ row }: { row: AdminRegistrationRow }) {
  const t = useT();
  return (
    <CardContent>
      <CardHeading title={row.kvName} caption={t('backoffice.registration.cardCaption', { code: row.kvCode, district: row.district, state: row.state })} aside={<PaymentChip status={row.paymentStatus} />} />
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('backoffice.common.pair', { a: row.fullName, b: row.email })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice.common.pair', { a: row.contactNumber, b: row.region })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice.common.pair', { a: teamsSummary(row), b: registrationStatusLabel(row.registrationStatus) })}
      </Typography>
    </CardContent>
  );
}

const bulkActionsOf = (t: Translate): ReadonlyArray<BulkActionDef<RegistrationBulkAction>> => [
  { action: 'approve', label: t('backoffice.bulkRegistrations.approve'), color: 'success' },
  { action: 'reject', label: t('backoffice.bulkRegistrations.reject'), color: 'error' },
];

/**
 * Registration Management: the registrations, paged, searched and filtered on the server; bulk
 * approve and reject (issue 25) of the selected rows (kept across pages and searches) or of every
 * registration matching the search and filters, previewed first.
 */
export function RegistrationSection() {
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  const bulkActions = useMemo(() => bulkActionsOf(t), [t]);
  const navigate = useNavigate();
  const { list, query, counters, refresh, props } = useAdminListView('registrations', ADMIN_API.registrations, ADMIN_API.registrationCounters);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkAction, setBulkAction] = useState<RegistrationBulkAction | null>(null);
  const bulkFilter = useMemo(() => bulkFilterOf(list.query), [list.query]);

  const stats = registrationTiles(counters.data).map((tile) => ({
    key: tile.key,
    title: tile.title,
    value: countOf(tile.value),
    color: tile.color,
    onClick: () => list.setFilter('paymentStatus', tile.paymentStatus),
  }));

  const open = (path: string, close: () => void) => {
    close();
    navigate(path);
  };

  return (
    <>
      <DataView<AdminRegistrationRow>
        {...props}
        aboveRows={<BulkActionBar selectedCount={selected.length} actions={bulkActions} busy={false} onAction={setBulkAction} onClear={() => setSelected([])} />}
        selection={{ selected, onChange: setSelected }}
        onRefresh={() => void refresh().then((ok) => ok && toast.success(MSG.registrationsRefreshed))}
        stats={stats}
        columns={columns}
        renderCard={(row) => <RegistrationCard row={row} />}
        detailTitle={(row) => row.kvName || row.kvCode}
        renderDetail={(row) => <RegistrationDetail row={row} />}
        detailActions={(row, close) => (
          <>
            <Button startIcon={<OpenInNewIcon />} onClick={() => open(`/registration/${encodeURIComponent(row._id)}`, close)}>
              {t('backoffice.registration.openPage')}
            </Button>
            <Button variant="contained" startIcon={<EditIcon />} onClick={() => open(`/edit-registration/${encodeURIComponent(row._id)}`, close)}>
              {t('backoffice.common.editRegistration')}
            </Button>
          </>
        )}
      />
      <BulkRegistrationDialog
        action={bulkAction}
        selectedIds={selected}
        filter={bulkFilter}
        matching={query.data?.pagination.total}
        filterDefs={props.filters}
        onClose={() => setBulkAction(null)}
        onDone={() => setSelected([])}
      />
    </>
  );
}

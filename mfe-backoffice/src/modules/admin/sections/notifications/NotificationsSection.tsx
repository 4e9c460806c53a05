import { useMemo, useState, type JSX } from 'react';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { describeTarget, formatDateTime, MSG, NOTIFICATION_MSG, type AdminNotification, type AdminNotificationSort } from '@hackathon/contracts';
import { errorMessage } from '@hackathon/api-client';
import { ConfirmDialog, DataView, DetailDialog, queryViewProps, StatusBadge, toast, useListState, type GridColDef } from '@hackathon/ui';
import { useFailureToast } from '../../../shared/hooks/useFailureToast';
import { CreateNotificationDialog } from './components/CreateNotificationDialog';
import { PriorityChip, TypeChip } from './components/NotificationChips';
import { NotificationDetail } from './components/NotificationDetail';
import { useDeleteNotification, useNotificationList, useNotificationStats, useUpdateNotification } from './hooks/useAdminNotifications';
import { excerpt, notificationFilters, notificationStats } from './utils/notificationView';
import { useT } from '../../../../i18n';

const SORT_FIELDS: readonly AdminNotificationSort[] = ['createdAt', 'updatedAt', 'title', 'type', 'priority', 'status'];

/**
 * The Notifications screen (back-office spec): search, status filter, stats tiles, a table, the
 * view-details modal, the create modal and delete with the spec's confirmation.
 */
export function NotificationsSection(): JSX.Element {
  const t = useT();
  const list = useListState<AdminNotificationSort>({ defaultSort: { sort: 'createdAt', order: 'desc' } });
  const query = useNotificationList(list.query);
  const stats = useNotificationStats();
  useFailureToast(query.error, NOTIFICATION_MSG.failedLoad);
  const remove = useDeleteNotification();
  const update = useUpdateNotification();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<AdminNotification | null>(null);
  const [deleting, setDeleting] = useState<AdminNotification | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(NOTIFICATION_MSG.deleted);
        if (viewing?._id === deleting._id) setViewing(null);
        setDeleting(null);
      },
      onError: (error) => {
        setDeleting(null);
        if (!error.shouldLogout) toast.error(NOTIFICATION_MSG.failedDelete);
      },
    });
  };

  const toggleStatus = (notification: AdminNotification) => {
    const status = notification.status === 'active' ? 'inactive' : 'active';
    update.mutate(
      { id: notification._id, body: { status } },
      {
        onSuccess: (updated) => {
          toast.success(NOTIFICATION_MSG.updated);
          setViewing((current) => (current?._id === updated._id ? updated : current));
        },
        onError: (error) => {
          if (!error.shouldLogout) toast.error(errorMessage(error));
        },
      },
    );
  };

  const columns = useMemo<GridColDef<AdminNotification>[]>(
    () => [
      { field: 'title', headerName: t('backoffice.field.title'), flex: 1, minWidth: 180 },
      { field: 'message', headerName: t('backoffice.field.message'), flex: 1.5, minWidth: 220, sortable: false, valueFormatter: (value: string) => excerpt(value ?? '') },
      { field: 'type', headerName: t('backoffice.field.type'), width: 110, renderCell: ({ row }) => <TypeChip type={row.type} /> },
      { field: 'priority', headerName: t('backoffice.field.priority'), width: 110, renderCell: ({ row }) => <PriorityChip priority={row.priority} /> },
      { field: 'status', headerName: t('backoffice.field.status'), width: 110, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
      { field: 'target', headerName: t('backoffice.notifications.sentTo'), flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => describeTarget(row.target) },
      { field: 'readCount', headerName: t('backoffice.notifications.readsColumn'), width: 80, sortable: false },
      { field: 'createdAt', headerName: t('backoffice.field.created'), width: 170, valueFormatter: (value: string) => formatDateTime(value, t('backoffice.common.na')) },
      {
        field: 'actions',
        headerName: t('backoffice.field.actions'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row">
            <Tooltip title={t('backoffice.notifications.viewDetails')}>
              <IconButton size="small" aria-label={t('backoffice.notifications.viewOne', { title: row.title })} onClick={() => setViewing(row)}>
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('backoffice.common.delete')}>
              <IconButton size="small" color="error" aria-label={t('backoffice.notifications.deleteOne', { title: row.title })} onClick={() => setDeleting(row)}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    [t],
  );
  const filters = useMemo(() => notificationFilters(), [t]); // eslint-disable-line react-hooks/exhaustive-deps -- t stands for the language

  const tiles = notificationStats(stats.data).map(({ filter, ...tile }) => ({
    ...tile,
    onClick: filter ? () => list.setFilter(filter.key, filter.value) : undefined,
  }));

  return (
    <Stack spacing={2}>
      <DataView<AdminNotification>
        title={t('backoffice.section.notifications')}
        list={list}
        {...queryViewProps(query)}
        errorText={NOTIFICATION_MSG.failedLoad}
        emptyText={MSG.noNotifications}
        onRefresh={() => {
          void query.refetch();
          void stats.refetch();
        }}
        grandTotal={stats.data?.total}
        searchPlaceholder={t('backoffice.notifications.search')}
        filters={filters}
        stats={tiles}
        actions={
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('backoffice.notifications.create')}
          </Button>
        }
        getRowId={(row) => row._id}
        columns={columns}
        sortFields={SORT_FIELDS}
      />
      <DetailDialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.title}
        actions={
          viewing ? (
            <>
              <Button onClick={() => toggleStatus(viewing)} disabled={update.isPending}>
                {viewing.status === 'active' ? t('backoffice.notifications.deactivate') : t('backoffice.notifications.activate')}
              </Button>
              <Button color="error" onClick={() => setDeleting(viewing)}>
                {t('backoffice.common.delete')}
              </Button>
            </>
          ) : undefined
        }
      >
        {viewing ? <NotificationDetail notification={viewing} /> : null}
      </DetailDialog>
      <CreateNotificationDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('backoffice.notifications.deleteTitle')}
        message={NOTIFICATION_MSG.confirmDelete}
        confirmText={t('backoffice.common.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

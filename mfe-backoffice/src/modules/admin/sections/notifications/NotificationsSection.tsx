import { useMemo, useState, type JSX } from 'react';
import { Box, Button, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { describeTarget, formatDateTime, MSG, NOTIFICATION_MSG, type AdminNotification, type AdminNotificationSort } from '@hackathon/contracts';
import { errorMessage } from '@hackathon/api-client';
import { ConfirmDialog, DataView, queryViewProps, StatusBadge, toast, useListState, type GridColDef } from '@hackathon/ui';
import { useFailureToast } from '../../../shared/hooks/useFailureToast';
import { CreateNotificationDialog } from './components/CreateNotificationDialog';
import { PriorityChip, TypeChip } from './components/NotificationChips';
import { NotificationDetail } from './components/NotificationDetail';
import { useDeleteNotification, useNotificationList, useNotificationStats, useUpdateNotification } from './hooks/useAdminNotifications';
import { excerpt, notificationFilters, notificationStats } from './utils/notificationView';
import { CardHeading } from '../../../shared/components/CardHeading';
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
  const [deleting, setDeleting] = useState<{ notification: AdminNotification; closeDetail?: () => void } | null>(null);
  // the detail holds the row it opened with; after a change the page is re-read, so show the fresh one
  const fresh = (row: AdminNotification) => query.data?.items.find((item) => item._id === row._id) ?? row;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.notification._id, {
      onSuccess: () => {
        toast.success(NOTIFICATION_MSG.deleted);
        deleting.closeDetail?.();
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
        onSuccess: () => toast.success(NOTIFICATION_MSG.updated),
        onError: (error) => {
          if (!error.shouldLogout) toast.error(errorMessage(error));
        },
      },
    );
  };

  const columns = useMemo<GridColDef<AdminNotification>[]>(
    () => [
      // the message's start sits under the title: the columns add up to about 970 px, so at 1366 px beside
      // the sidebar View and Delete are on screen (issue 25); the whole message is one click away
      {
        field: 'title',
        headerName: t('backoffice.field.title'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {row.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {excerpt(row.message ?? '')}
            </Typography>
          </Box>
        ),
      },
      { field: 'type', headerName: t('backoffice.field.type'), width: 96, renderCell: ({ row }) => <TypeChip type={row.type} /> },
      { field: 'priority', headerName: t('backoffice.field.priority'), width: 96, renderCell: ({ row }) => <PriorityChip priority={row.priority} /> },
      { field: 'status', headerName: t('backoffice.field.status'), width: 100, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
      { field: 'target', headerName: t('backoffice.notifications.sentTo'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => describeTarget(row.target) },
      { field: 'readCount', headerName: t('backoffice.notifications.readsColumn'), width: 70, sortable: false },
      { field: 'createdAt', headerName: t('backoffice.field.created'), width: 160, valueFormatter: (value: string) => formatDateTime(value, t('backoffice.common.na')) },
      {
        field: 'actions',
        headerName: t('backoffice.field.actions'),
        width: 92,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row">
            <Tooltip title={t('backoffice.notifications.viewDetails')}>
              {/* no handler of its own: the click reaches the row, which opens the detail (as Enter on the row does) */}
              <IconButton size="small" aria-label={t('backoffice.notifications.viewOne', { title: row.title })}>
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('backoffice.common.delete')}>
              <IconButton
                size="small"
                color="error"
                aria-label={t('backoffice.notifications.deleteOne', { title: row.title })}
                onClick={(event) => {
                  // the row click would open the detail
                  event.stopPropagation();
                  setDeleting({ notification: row });
                }}
              >
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

  const refreshAll = () => {
    void query.refetch();
    void stats.refetch();
  };

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
        onRefresh={refreshAll}
        // Try Again re-reads the tiles too (issue 25)
        onRetry={refreshAll}
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
        renderCard={(row) => <NotificationCard notification={row} />}
        detailTitle={(row) => fresh(row).title}
        renderDetail={(row) => <NotificationDetail notification={fresh(row)} />}
        detailActions={(row, close) => {
          const notification = fresh(row);
          return (
            <>
              <Button onClick={() => toggleStatus(notification)} disabled={update.isPending}>
                {notification.status === 'active' ? t('backoffice.notifications.deactivate') : t('backoffice.notifications.activate')}
              </Button>
              <Button color="error" onClick={() => setDeleting({ notification, closeDetail: close })}>
                {t('backoffice.common.delete')}
              </Button>
            </>
          );
        }}
      />
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

/** A notification on a phone (the cards view): a click opens its detail, with Delete there. */
function NotificationCard({ notification }: { notification: AdminNotification }) {
  return (
    <CardContent>
      <CardHeading title={notification.title} caption={formatDateTime(notification.createdAt)} aside={<StatusBadge status={notification.status} />} />
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {excerpt(notification.message ?? '')}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
        <TypeChip type={notification.type} />
        <PriorityChip priority={notification.priority} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {describeTarget(notification.target)}
      </Typography>
    </CardContent>
  );
}

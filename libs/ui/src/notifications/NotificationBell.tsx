import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { callEndpoint, type ApiError } from '@hackathon/api-client';
import { endpointKey, MSG, NOTIFICATION_POLL_MS, NOTIFICATIONS_API } from '@hackathon/contracts';
import { useT } from '../i18n';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { toast } from '../toast';
import {
  formatNotificationTime,
  markAllRead,
  markRead,
  notificationsFromData,
  splitNotifications,
  unreadBadgeLabel,
  type UserNotification,
} from './model';

/** The signed-in user's list, keyed by its declaration (the cache is cleared at sign-out). */
export const USER_NOTIFICATIONS_KEY = endpointKey(NOTIFICATIONS_API.list);

const TYPE_COLOR: Record<string, string> = {
  info: 'info.main',
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
};

export interface NotificationBellProps {
  /** Polling stops while false (e.g. signed out). */
  enabled?: boolean;
}

/** The signed-in user's notifications: badge, unread and read sections, mark as read. */
export function NotificationBell({ enabled = true }: NotificationBellProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const query = useQuery<UserNotification[], ApiError>({
    queryKey: USER_NOTIFICATIONS_KEY,
    queryFn: async ({ signal }) => notificationsFromData((await callEndpoint(NOTIFICATIONS_API.list, { signal })).data),
    enabled,
    refetchInterval: NOTIFICATION_POLL_MS,
    retry: false,
  });

  // one toast per failure streak: a poll that keeps failing stays quiet
  const reported = useRef(false);
  useEffect(() => {
    if (query.isError && !reported.current) {
      reported.current = true;
      toast.error(MSG.failedFetchNotifications, { id: 'notifications-fetch' });
    }
    if (query.isSuccess) reported.current = false;
  }, [query.isError, query.isSuccess, query.errorUpdatedAt]);

  const readOne = useMutation<unknown, ApiError, string>({
    mutationFn: (id) => callEndpoint(NOTIFICATIONS_API.markRead, { params: [id] }),
    onSuccess: (_, id) => queryClient.setQueryData<UserNotification[]>(USER_NOTIFICATIONS_KEY, (list) => markRead(list ?? [], id)),
    onError: () => toast.error(MSG.failedMarkRead),
  });
  const readAll = useMutation<unknown, ApiError, void>({
    mutationFn: () => callEndpoint(NOTIFICATIONS_API.markAllRead, {}),
    onSuccess: () => {
      queryClient.setQueryData<UserNotification[]>(USER_NOTIFICATIONS_KEY, (list) => markAllRead(list ?? []));
      toast.success(MSG.allMarkedRead);
    },
    onError: () => toast.error(MSG.failedMarkAllRead),
  });

  const list = query.data ?? [];
  const { unread, read } = splitNotifications(list);
  const badge = unreadBadgeLabel(unread.length);
  const open = Boolean(anchor);

  return (
    <>
      <Tooltip title={t('common.notifications.title')}>
        <IconButton
          color="inherit"
          // 40 px square, never squeezed by a crowded bar (WCAG 2.5.8: at least 24 px, no overlap)
          sx={{ flexShrink: 0 }}
          // the name starts with what the badge shows ('3 unread notifications'), as speech input users say it
          aria-label={badge ? t('common.notifications.unreadLabel', { count: badge }) : t('common.notifications.title')}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={badge} color="error" invisible={!badge} data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxHeight: '70vh' } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('common.notifications.title')}
          </Typography>
          <Stack direction="row" spacing={1}>
            {unread.length > 0 ? (
              <Button size="small" onClick={() => readAll.mutate()} disabled={readAll.isPending}>
                {t('common.notifications.markAllRead')}
              </Button>
            ) : null}
            <Button size="small" onClick={() => setAnchor(null)}>
              {t('common.action.close')}
            </Button>
          </Stack>
        </Stack>
        <Divider />
        {query.isError && query.data === undefined ? (
          // a failed read is not an empty list: say so, with a retry
          <Box sx={{ p: 1.5 }} data-testid="notifications-error">
            <LoadErrorAlert message={MSG.failedFetchNotifications} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          </Box>
        ) : query.isPending && enabled ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {MSG.loadingNotifications}
          </Typography>
        ) : unread.length + read.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {MSG.noNotifications}
          </Typography>
        ) : (
          <List dense disablePadding>
            {unread.length > 0 ? <ListSubheader>{t('common.notifications.unread')}</ListSubheader> : null}
            {unread.map((item) => (
              <NotificationRow key={item.id} item={item} onClick={() => readOne.mutate(item.id)} />
            ))}
            {read.length > 0 ? <ListSubheader>{t('common.notifications.read')}</ListSubheader> : null}
            {read.map((item) => (
              <NotificationRow key={item.id} item={item} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

function NotificationRow({ item, onClick }: { item: UserNotification; onClick?: () => void }) {
  return (
    // a list item holding the button (a <ul> may hold only <li>); read and unread differ by
    // weight, not by fading (faded text falls below 4.5:1)
    <ListItem disablePadding>
      <ListItemButton onClick={onClick} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ width: 8, height: 8, mt: 1, borderRadius: '50%', bgcolor: TYPE_COLOR[item.type] ?? 'info.main', flexShrink: 0 }} />
        <ListItemText
          primary={item.title}
          secondary={
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {item.message}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {formatNotificationTime(item.createdAt ?? item.timestamp)}
              </Typography>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: item.isRead ? 500 : 700 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

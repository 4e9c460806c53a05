import { Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import LogoutIcon from '@mui/icons-material/Logout';
import { connectionColor, type ConnectionState } from '../../shared/utils/connection';
import { formatTime } from '@hackathon/contracts';
import { roleLabel } from '../../shared/utils/format';
import { useT } from '../../../i18n';

export interface AdminHeaderProps {
  connection: ConnectionState;
  lastRefresh: number | null;
  refreshing: boolean;
  onRefresh: () => void;
  displayName: string;
  role: string | null;
  onLogout: () => void;
}

/** Title, connection state, last refresh with refresh, the welcome with the admin's name and role, and Logout. */
export function AdminHeader(props: AdminHeaderProps) {
  const { connection, lastRefresh, refreshing, onRefresh, displayName, role, onLogout } = props;
  const t = useT();
  return (
    <Paper component="header" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('backoffice.header.title')}
          </Typography>
          <Chip size="small" label={t('backoffice.header.connection', { state: connection })} color={connectionColor(connection)} data-testid="connection-state" />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('backoffice.header.lastRefresh', { time: formatTime(lastRefresh) })}
          </Typography>
          <Tooltip title={t('backoffice.header.refresh')}>
            <span>
              <IconButton onClick={onRefresh} disabled={refreshing} aria-label={t('backoffice.header.refresh')}>
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Box sx={{ textAlign: 'right', minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('backoffice.header.welcome')}{' '}
              <Box component="strong" data-testid="admin-display-name">
                {displayName}
              </Box>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {roleLabel(role)}
            </Typography>
          </Box>
          <Button variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={onLogout}>
            {t('backoffice.header.logout')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

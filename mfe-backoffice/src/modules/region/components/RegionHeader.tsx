import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useT } from '../../../i18n';

export interface RegionHeaderProps {
  title: string;
  badge: string;
  welcomeName: string;
  onLogout: () => void;
}

/** Title, the region badge (upper case, or ALL REGIONS), the welcome line and Logout. */
export function RegionHeader({ title, badge, welcomeName, onLogout }: RegionHeaderProps) {
  const t = useT();
  return (
    <Paper component="header" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Chip label={badge} color="secondary" data-testid="region-badge" />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dashboards.frame.welcome', { name: welcomeName })}
          </Typography>
        </div>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={onLogout} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('dashboards.frame.logout')}
        </Button>
      </Stack>
    </Paper>
  );
}

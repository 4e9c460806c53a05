import { Button, Paper, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useT } from '../../../i18n';

/** Who is signed in: the judge's name, and a Refresh for the organisers' latest assignment. */
export function JudgeHeader({ name, onRefresh, refreshing }: { name: string; onRefresh: () => void; refreshing: boolean }) {
  const t = useT();
  return (
    <Paper component="section" aria-label={t('team.judgePortal.headerAria')} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography color="text.secondary">{t('team.judgePortal.role')}</Typography>
        </div>
        <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing} sx={{ flexShrink: 0 }}>
          {t('team.judgePortal.refresh')}
        </Button>
      </Stack>
    </Paper>
  );
}

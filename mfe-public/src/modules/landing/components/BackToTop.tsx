import { Fab, Zoom, useScrollTrigger } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useT } from '../i18n';

/** Floating button that appears after scrolling down. Sits left of the shell's chat assistant. */
export function BackToTop() {
  const t = useT();
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: 400 });
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('landing.top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: { xs: 88, sm: 96 }, right: { xs: 16, sm: 24 }, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import { LOCALE_NAMES, type Locale } from '@hackathon/contracts';
import { PREVIEW_FRAMES, previewUrl, type PreviewDevice } from '../utils/preview';
import { useT } from '../../../../../i18n';

export interface PreviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** Changes when the draft is saved again: the frame loads afresh. */
  stamp: string;
}

/**
 * The landing page as it will look with the saved draft, in either language, at a phone's 360 px
 * or a desktop's 1280 px (scaled down to fit): the shell reads the draft with the admin's token
 * (`/?contentPreview=draft&lang=`), so nothing is published to show it.
 */
export function PreviewDialog({ open, onClose, stamp }: PreviewDialogProps) {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [language, setLanguage] = useState<Locale>('en');
  const [device, setDevice] = useState<PreviewDevice>('phone');
  const deviceName = t(device === 'phone' ? 'backoffice.content.previewPhone' : 'backoffice.content.previewDesktop');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="content-preview-title">
      <DialogTitle id="content-preview-title">{t('backoffice.content.previewTitle')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('backoffice.content.previewNote')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <ToggleButtonGroup size="small" exclusive value={language} onChange={(_event, value: Locale | null) => value && setLanguage(value)} aria-label={t('backoffice.content.previewLanguage')}>
            {(['en', 'hi'] as const).map((locale) => (
              <ToggleButton key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup size="small" exclusive value={device} onChange={(_event, value: PreviewDevice | null) => value && setDevice(value)} aria-label={t('backoffice.content.previewDevice')}>
            <ToggleButton value="phone">{t('backoffice.content.previewPhone')}</ToggleButton>
            <ToggleButton value="desktop">{t('backoffice.content.previewDesktop')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {open ? (
          <PreviewFrame
            src={previewUrl(language, stamp)}
            device={device}
            title={t('backoffice.content.previewFrame', { language: LOCALE_NAMES[language], device: deviceName })}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('backoffice.content.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The frame at the device's own width; a desktop frame is scaled down to the room there is. */
function PreviewFrame({ src, device, title }: { src: string; device: PreviewDevice; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const frame = PREVIEW_FRAMES[device];
  const scale = room > 0 ? Math.min(1, room / frame.width) : 1;
  return (
    <Box ref={box} sx={{ width: '100%', display: 'flex', justifyContent: 'center', overflowX: 'auto' }}>
      <Box sx={{ width: frame.width * scale, height: frame.height * scale, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Box
          component="iframe"
          key={src}
          src={src}
          title={title}
          data-preview={device}
          sx={{ border: 0, width: frame.width, height: frame.height, transform: `scale(${scale})`, transformOrigin: 'top left', display: 'block' }}
        />
      </Box>
    </Box>
  );
}

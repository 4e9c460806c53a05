import { Box, Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useT } from './i18n';

export interface PdfViewerProps {
  src: string;
  title: string;
  /** File name offered on download; defaults to the last part of the URL. */
  downloadName?: string;
  height?: number | string;
}

/** A PDF shown inline (the browser's own viewer) with download and open-in-new-tab actions. */
export function PdfViewer({ src, title, downloadName, height = '75vh' }: PdfViewerProps) {
  const t = useT();
  const fileName = downloadName ?? src.split('?')[0].split('/').pop() ?? 'document.pdf';
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<DownloadIcon />} href={src} download={fileName}>
          {t('common.action.download')}
        </Button>
        <Button variant="outlined" startIcon={<OpenInNewIcon />} href={src} target="_blank" rel="noopener noreferrer">
          {t('common.pdf.openInNewTab')}
        </Button>
      </Stack>
      <Box
        component="iframe"
        src={src}
        title={title}
        sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.100' }}
      />
    </Stack>
  );
}

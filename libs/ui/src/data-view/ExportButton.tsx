import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useT } from '../labels';
import { toast } from '../toast';
import type { ExportAction } from './types';

export interface ExportButtonProps {
  action: ExportAction;
  disabled?: boolean;
}

/** Export as a plain download link, or as an awaited callback that reports a failure as a toast. */
export function ExportButton({ action, disabled }: ExportButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const label: ReactNode = action.label ?? t('listText.export');
  if ('href' in action) {
    return (
      <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} href={action.href} download={action.fileName ?? true} disabled={disabled}>
        {label}
      </Button>
    );
  }
  const run = async () => {
    setBusy(true);
    try {
      await action.onExport();
    } catch (error) {
      // the caller may toast its own, more precise message and rethrow nothing; this is the fallback
      toast.error(error instanceof Error && error.message ? error.message : t('listText.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} onClick={() => void run()} disabled={disabled || busy}>
      {busy ? t('listText.exporting') : label}
    </Button>
  );
}

import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { LIST_TEXT } from '@hackathon/contracts';
import { toast } from '../toast';
import type { ExportAction } from './types';

export interface ExportButtonProps {
  action: ExportAction;
  disabled?: boolean;
}

/** Export as a plain download link, or as an awaited callback that reports a failure as a toast. */
export function ExportButton({ action, disabled }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const label: ReactNode = action.label ?? LIST_TEXT.export;
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
      toast.error(error instanceof Error && error.message ? error.message : LIST_TEXT.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} onClick={() => void run()} disabled={disabled || busy}>
      {busy ? LIST_TEXT.exporting : label}
    </Button>
  );
}

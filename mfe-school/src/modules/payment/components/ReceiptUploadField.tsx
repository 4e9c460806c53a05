import type { ChangeEvent } from 'react';
import { Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ReceiptUpload } from '@hackathon/contracts';
import { formatFileSize } from '@hackathon/ui';
import { slots, useT, withNodes } from '../../../i18n';

export const RECEIPT_INPUT_ID = 'payment-receiptFile';
const ACCEPT = '.jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf';

export interface ReceiptUploadFieldProps {
  receipt: ReceiptUpload | null;
  uploading: boolean;
  progress: number;
  error?: string;
  disabled?: boolean;
  onSelect: (file: File) => void;
  onPreview: () => void;
  onRemove: () => void;
}

/** Receipt file: choose, upload at once with a progress bar, then preview or remove. */
export function ReceiptUploadField({ receipt, uploading, progress, error, disabled, onSelect, onPreview, onRemove }: ReceiptUploadFieldProps) {
  const t = useT();
  const uploadedName = { name: <strong>{receipt?.originalName || receipt?.fileName}</strong> };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (file) onSelect(file);
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('school.payment.receipt.requiredLabel')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled || uploading}
          // the file input inside is the one control (focus, name): the label around it only looks like a
          // button and shows the input's focus (a focusable role=button around it is 'nested-interactive')
          role="none"
          tabIndex={-1}
          sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {t(receipt ? 'school.payment.receipt.replace' : 'school.payment.receipt.upload')}
          <input
            id={RECEIPT_INPUT_ID}
            type="file"
            accept={ACCEPT}
            aria-label={t('school.payment.receipt.label')}
            onChange={choose}
            disabled={disabled || uploading}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('school.payment.receipt.types')}
        </Typography>
      </Stack>
      {uploading ? (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t('school.payment.receipt.progressAria')} />
          <Typography variant="caption" color="text.secondary" role="status">
            {t('school.payment.receipt.uploading', { progress })}
          </Typography>
        </Box>
      ) : null}
      {receipt && !uploading ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} data-testid="uploaded-receipt">
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {withNodes(t('school.payment.receipt.uploaded', { size: formatFileSize(receipt.fileSize), ...slots(uploadedName) }), uploadedName)}
          </Typography>
          <Button size="small" startIcon={<VisibilityIcon />} onClick={onPreview}>
            {t('school.payment.receipt.preview')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onRemove} disabled={disabled}>
            {t('school.payment.receipt.remove')}
          </Button>
        </Stack>
      ) : null}
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

import { useRef } from 'react';
import { Button, CircularProgress } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';

export interface UploadButtonProps {
  label: string;
  /** The file types offered by the picker ('application/pdf'); the API reads the real type from the bytes. */
  accept: string;
  onFile: (file: File) => void;
  busy?: boolean;
  disabled?: boolean;
  /** Names the hidden input, for the journeys (`input[data-upload="document-assessment-en"]`). */
  uploadKey: string;
}

/** A button that opens the file picker: a real button (focusable, Enter and Space work), the input hidden behind it. */
export function UploadButton({ label, accept, onFile, busy = false, disabled = false, uploadKey }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <UploadFileIcon />}
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-label={label}
        data-upload={uploadKey}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // cleared so choosing the same file again uploads it again
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

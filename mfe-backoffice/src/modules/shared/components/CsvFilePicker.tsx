import { useRef } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatFileSize } from '@hackathon/ui';
import type { CsvImport } from '../hooks/useCsvImport';

export interface CsvFilePickerWords {
  choose: string;
  chooseAnother: string;
  /** While the preview is read. */
  checking: string;
  applying: string;
}

export interface CsvFilePickerProps {
  state: Pick<CsvImport<unknown, unknown>, 'file' | 'progress' | 'choose' | 'previewing' | 'applying' | 'error'>;
  words: CsvFilePickerWords;
  /** The hidden file input's test id (specs set its files). */
  testId: string;
}

/** An import dialog's file step: the CSV picker with the chosen file, the upload's progress, the server's refusal. */
export function CsvFilePicker({ state, words, testId }: CsvFilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const busy = state.previewing || state.applying;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid={testId}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) state.choose(chosen);
            // choosing the same file again (after fixing it) must fire a change too
            event.target.value = '';
          }}
        />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
          {state.file ? words.chooseAnother : words.choose}
        </Button>
        {state.file ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {state.file.name} ({formatFileSize(state.file.size)})
          </Typography>
        ) : null}
      </Stack>
      {busy ? (
        <Box role="status" aria-live="polite">
          <Typography variant="caption">{state.applying ? words.applying : words.checking}</Typography>
          <LinearProgress variant={state.progress > 0 && state.progress < 100 ? 'determinate' : 'indeterminate'} value={state.progress} />
        </Box>
      ) : null}
      {state.error ? (
        <Alert severity="error" role="alert">
          {state.error}
        </Alert>
      ) : null}
    </>
  );
}

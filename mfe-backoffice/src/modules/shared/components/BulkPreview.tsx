import { useId, type ReactNode } from 'react';
import { Alert, FormControl, FormControlLabel, FormLabel, List, ListItem, ListItemText, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { LoadingSpinner } from '@hackathon/ui';
import { useT } from '../../../i18n';

/**
 * The parts every previewed bulk action shares (issue 25: approve or reject registrations, mark a
 * day's attendance): which rows it applies to, and the server's preview of what would change. Each
 * action's words are its own catalogue group with the same message names.
 */
export type BulkTexts = 'backoffice.bulkRegistrations' | 'backoffice.bulkAttendance';

/** The selected rows, or every row matching the list's search and filters. */
export type BulkTarget = 'selected' | 'filtered';

export interface BulkTargetChoiceProps {
  texts: BulkTexts;
  target: BulkTarget;
  onChange: (target: BulkTarget) => void;
  selectedCount: number;
  /** How many rows the list's search and filters match (undefined: not known yet). */
  matching: number | undefined;
  /** The search and filters in words. */
  filterWords: readonly string[];
  busy: boolean;
}

export function BulkTargetChoice({ texts, target, onChange, selectedCount, matching, filterWords, busy }: BulkTargetChoiceProps) {
  const t = useT();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t(`${texts}.applyTo`)}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={target} onChange={(event) => onChange(event.target.value as BulkTarget)}>
        <FormControlLabel value="selected" control={<Radio />} disabled={selectedCount === 0 || busy} label={t(`${texts}.targetSelected`, { count: selectedCount })} />
        <FormControlLabel
          value="filtered"
          control={<Radio />}
          disabled={busy}
          label={matching === undefined ? t(`${texts}.targetFilteredUnknown`) : t(`${texts}.targetFiltered`, { count: matching })}
        />
      </RadioGroup>
      {target === 'filtered' ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="bulk-filters">
          {filterWords.length > 0 ? t(`${texts}.filtersNow`, { filters: filterWords.join(', ') }) : t(`${texts}.noFilters`)}
        </Typography>
      ) : null}
    </FormControl>
  );
}

/** What a bulk preview answers: how many rows change, the ids not found, a sample of the rows. */
export interface BulkResultShape<Row> {
  changes: number;
  notFound: readonly unknown[];
  sample: readonly Row[];
}

export interface BulkPreviewSummaryProps<Row> {
  texts: BulkTexts;
  /** The preview, or null while it loads (or failed: `failed`). */
  preview: { result: BulkResultShape<Row>; message: string } | null;
  failed: boolean;
  /** A line under the counts (e.g. the statuses the rows have now). */
  details?: ReactNode;
  rowKey: (row: Row) => string;
  rowText: (row: Row) => string;
}

export function BulkPreviewSummary<Row>({ texts, preview, failed, details, rowKey, rowText }: BulkPreviewSummaryProps<Row>) {
  const t = useT();
  if (!preview) return failed ? null : <LoadingSpinner label={t(`${texts}.loadingPreview`)} />;
  const { result, message } = preview;
  return (
    <Stack spacing={1} data-testid="bulk-preview" aria-live="polite">
      <Alert severity={result.changes > 0 ? 'warning' : 'info'}>{message}</Alert>
      {result.changes > 0 ? details : null}
      {result.notFound.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t(`${texts}.notFound`, { count: result.notFound.length })}
        </Typography>
      ) : null}
      {result.sample.length > 0 ? (
        <List dense aria-label={t(`${texts}.sampleLabel`)} sx={{ py: 0 }}>
          {result.sample.map((row) => (
            <ListItem key={rowKey(row)} disableGutters sx={{ py: 0 }}>
              <ListItemText primary={rowText(row)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {result.changes > result.sample.length ? (
        <Typography variant="body2" color="text.secondary">
          {t(`${texts}.andMore`, { count: result.changes - result.sample.length })}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {t(`${texts}.audited`)}
      </Typography>
    </Stack>
  );
}

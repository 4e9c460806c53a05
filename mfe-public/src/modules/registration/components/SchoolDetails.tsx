import { Grid, TextField } from '@mui/material';
import type { SchoolLookup } from '@hackathon/contracts';

const FIELDS: Array<[keyof SchoolLookup, string]> = [
  ['kvName', 'School name'],
  ['kvCode', 'School code'],
  ['district', 'District'],
  ['state', 'State'],
  ['region', 'Region'],
  ['zone', 'Zone'],
];

/** The looked-up school, read-only (it comes from the national directory). */
export function SchoolDetails({ school }: { school: SchoolLookup }) {
  return (
    <Grid container spacing={2}>
      {FIELDS.map(([field, label]) => (
        <Grid key={field} size={{ xs: 12, sm: field === 'kvName' ? 12 : 6 }}>
          <TextField label={label} value={school[field] || '-'} fullWidth size="small" slotProps={{ input: { readOnly: true } }} />
        </Grid>
      ))}
    </Grid>
  );
}

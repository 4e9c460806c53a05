import { Grid, TextField } from '@mui/material';
import type { SchoolLookup } from '@hackathon/contracts';
import { useT } from '../../../i18n';

const FIELDS = [
  ['kvName', 'public.school.name'],
  ['kvCode', 'public.reg.code'],
  ['district', 'public.school.district'],
  ['state', 'public.school.state'],
  ['region', 'public.school.region'],
  ['zone', 'public.school.zone'],
] as const satisfies ReadonlyArray<readonly [keyof SchoolLookup, string]>;

/** The looked-up school, read-only (it comes from the national directory). */
export function SchoolDetails({ school }: { school: SchoolLookup }) {
  const t = useT();
  return (
    <Grid container spacing={2}>
      {FIELDS.map(([field, labelKey]) => (
        <Grid key={field} size={{ xs: 12, sm: field === 'kvName' ? 12 : 6 }}>
          <TextField label={t(labelKey)} value={school[field] || '-'} fullWidth size="small" slotProps={{ input: { readOnly: true } }} />
        </Grid>
      ))}
    </Grid>
  );
}

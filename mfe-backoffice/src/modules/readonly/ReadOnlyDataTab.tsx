import { Paper, Typography } from '@mui/material';
import { MSG, type AdminListType } from '@hackathon/contracts';
import { useT } from '../../i18n';
import { RegionDataTab } from './components/RegionDataTab';
import { SuperDataTab } from './components/SuperDataTab';
import { isReadOnlyType } from './utils/fields';

export interface ReadOnlyDataTabProps {
  type: AdminListType;
  audience: 'region' | 'super';
  /** The region admin's region (its tab title and export name); null for the super admin (all regions). */
  region: string | null;
}

/**
 * The view-only data tabs of the region admin and super admin dashboards (teams, mentors, schools,
 * students, registrations), read from GET /region-admin/{type} over the caller's scope.
 * region: the spec's region card grid; super: the super admin's data tab (cards or table).
 */
export function ReadOnlyDataTab({ type, audience, region }: ReadOnlyDataTabProps) {
  // MSG speaks the language of the moment: re-render on a switch
  useT();
  if (!isReadOnlyType(type)) {
    return (
      <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }} role="alert">
        <Typography variant="h6" component="p">
          {MSG.dataNotSupported}
        </Typography>
      </Paper>
    );
  }
  // keyed by type: a tab's search, filters and page never leak into the next one
  return audience === 'super' ? <SuperDataTab key={type} type={type} /> : <RegionDataTab key={type} type={type} region={region} />;
}

import { RegionDashboardFrame } from '../modules/region/components/RegionDashboardFrame';
import { RegionHighlightCards, RegionStatTiles } from '../modules/region/components/RegionOverview';
import { RegionSummaryTable } from '../modules/region/components/RegionSummaryTable';

/** The region admin's read-only view of its region (/region-admin-dashboard): Overview. */
export function RegionAdminDashboardPage() {
  return (
    <RegionDashboardFrame title="Region Admin Dashboard" toastId="region-dashboard-error">
      {(data) => (
        <>
          <RegionStatTiles stats={data.stats} />
          <RegionHighlightCards stats={data.stats} />
          <RegionSummaryTable schools={data.schools} />
        </>
      )}
    </RegionDashboardFrame>
  );
}

// The region and super admin dashboards: their frame (header, tabs) and what each tab shows.
export { DashboardTabContent } from './components/DashboardTabContent';
export { RegionDashboardFrame } from './components/RegionDashboardFrame';
export type { DashboardTabContext, RegionDashboardFrameProps } from './components/RegionDashboardFrame';
export { dashboardTabs } from './utils/tabs';

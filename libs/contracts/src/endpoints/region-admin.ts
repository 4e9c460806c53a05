import { endpoint } from '../endpoint';
import type { AdminProfileData, BackOfficeLoginData, RegionAdminLoginRequest } from '../account-flows';
import type { RegionDashboardData } from '../entities';

/** Region and super admins: sign-in, profile and the region dashboard. */
export const REGION_ADMIN_API = {
  login: endpoint<BackOfficeLoginData, RegionAdminLoginRequest>()('POST', 'BackOfficeLoginData', () => '/region-admin/login'),
  profile: endpoint<AdminProfileData>()('GET', 'AdminProfileData', () => '/region-admin/profile'),
  /** The region comes from the token (all regions, region null, for the super admin). */
  dashboard: endpoint<RegionDashboardData>()('GET', 'RegionDashboardData', () => '/region-admin/dashboard'),
} as const;

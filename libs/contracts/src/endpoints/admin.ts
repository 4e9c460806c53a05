import { endpoint } from '../endpoint';
import type { AdminDashboard } from '../back-office';
import type { AdminDashboardStats } from '../entities';

/** The admin overview (admin, super admin). Event settings: SETTINGS_API. */
export const ADMIN_API = {
  dashboard: endpoint<AdminDashboard>()('GET', 'AdminDashboard', () => '/admin/dashboard'),
  stats: endpoint<AdminDashboardStats>()('GET', 'AdminDashboardStats', () => '/admin/stats'),
} as const;

/** Wire shapes of the back-office reads (admin overview, notification bell) that are not entities. */
import type { AdminDashboardStats } from './entities';

/** `GET /admin/dashboard`: the overview counters and when they were computed. */
export interface AdminDashboard {
  stats: AdminDashboardStats;
  generatedAt: string;
}

/** `PUT /notifications/user/mark-all-read`: how many notifications were unread. */
export interface NotificationsMarked {
  marked: number;
}

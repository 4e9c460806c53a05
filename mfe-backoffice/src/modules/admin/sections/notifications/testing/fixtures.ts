import type { NotificationStats } from '@hackathon/contracts';

/** The stats answer the notifications specs serve (`GET /notifications/admin/stats`). */
export const NOTIFICATION_STATS: NotificationStats = {
  total: 12,
  active: 10,
  inactive: 2,
  recent: 3,
  byType: { info: 6, success: 2, warning: 3, error: 1 },
  byPriority: { low: 2, medium: 6, high: 4 },
  deliveries: 2000,
  reads: 500,
  readRate: 25,
};

/** The audit trail's reading side (the writing side is api/src/kernel/audit.ts). */
export { ActivityModule } from './activity.module';
// the Activity's own read, for the school page's latest entries (issue 25)
export { ActivityService } from './activity.service';
export type { ActivityQueryDto } from './dto/activity-query.dto';

import { endpoint, seg } from '../endpoint';
import type { ScheduleRecord } from '../entities';

/** School bootcamp schedules with Day 1-4 attendance. */
export const SCHEDULE_API = {
  /** The school's admin and teams, admin roles (region admins in their region); 404 'Schedule Not Available' until released. */
  forSchool: endpoint<ScheduleRecord>()('GET', 'ScheduleRecord', (schoolCode: string) => `/school-time/kv/${seg(schoolCode)}`),
} as const;

import { endpoint } from '../endpoint';
import type { SchoolPageData } from '../school-page';

/**
 * One page per school (issue 25): the admin, the super admin and the region admin of the school's
 * region read it (a region admin of another region gets 403, an unknown code 404).
 */
export const SCHOOL_PAGE_API = {
  /** `code`: the school code (KV code). Registration, payments and verdicts, mentors, teams, schedule and attendance, the latest Activity. */
  get: endpoint<{ data: SchoolPageData }>()('GET', '/school-page/:code'),
} as const;

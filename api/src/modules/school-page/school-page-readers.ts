import type { Role } from '@hackathon/contracts';

/**
 * Who reads a school's page: the admin (every school), the super admin (every school, read-only)
 * and a region admin (the schools of its region: the scope answers 403 for another region's).
 * Participants have their own dashboards.
 */
export const SCHOOL_PAGE_READERS: Role[] = ['admin', 'super_admin', 'region_admin'];

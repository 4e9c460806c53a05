import type { Role } from '@hackathon/contracts';

/*
 * Role lists that routes of more than one module declare (`@Roles(...SCHOOL_DATA_READERS)`). A
 * list that one module's routes use stays beside them; the scope, not the list, narrows the rows.
 */

/** Roles that read a school's participant data (teams, mentors); the scope narrows the rows. */
export const SCHOOL_DATA_READERS: Role[] = ['admin', 'super_admin', 'region_admin', 'school_admin'];

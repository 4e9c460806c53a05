import type { Role } from '@hackathon/contracts';

/**
 * Who reads /region-admin/*: region admins (their region, from the token) and the super admin
 * (every region). The platform admin is refused: it has /admin/* (issue 7 design).
 */
export const REGION_READERS: Role[] = ['region_admin', 'super_admin'];

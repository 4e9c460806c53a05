import type { Role } from '@hackathon/contracts';

/**
 * Who reads the admin's data (counters, lists, exports): the platform admin, and the super admin,
 * who sees every region read-only. Region admins read their region through /region-admin/*
 * (spec section 6); the lists below take the caller's ReaderScope all the same.
 */
export const ADMIN_READERS: Role[] = ['admin', 'super_admin'];

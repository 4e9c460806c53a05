import type { Role } from '@hackathon/contracts';

/** Who may read a school's payment facts and receipts: its school admin and the back office (rows narrowed by scope). */
export const RECEIPT_READERS: Role[] = ['school_admin', 'admin', 'super_admin', 'region_admin'];

/** Who may upload, submit and delete: the school's own admin only. */
export const RECEIPT_WRITERS: Role[] = ['school_admin'];

import { endpoint } from '../endpoint';
import type { MentorInvitationAcceptRequest, MentorPortal } from '../mentor-portal';

/** The mentor portal (issue 26): the invitation's acceptance (public) and the mentor's own dashboard. */
export const MENTOR_PORTAL_API = {
  /** Public: sets the password with the invitation's token; the account becomes active and signs in at POST /auth/login. */
  acceptInvitation: endpoint<{ data: null; body: MentorInvitationAcceptRequest }>()('POST', '/mentor-invitations/accept', { status: 200 }),
  /** Role mentor only: its own record, school, assigned teams and the school's schedule. */
  me: endpoint<{ data: MentorPortal }>()('GET', '/mentor/me'),
} as const;

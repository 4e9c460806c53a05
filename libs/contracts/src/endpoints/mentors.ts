import { endpoint } from '../endpoint';
import type { MentorDeleteQuery } from '../queries';
import type { Mentor } from '../entities';
import type { MentorDeleteResult, MentorInput, MentorUpdateInput } from '../school-participants';

/** Mentors of a school (participant spec, section 7). `id` is the mentor's `_id` or mentorId. */
export const MENTORS_API = {
  bySchool: endpoint<{ data: Mentor[] }>()('GET', '/mentors/school/:code'),
  create: endpoint<{ data: Mentor; body: MentorInput }>()('POST', '/mentors'),
  update: endpoint<{ data: Mentor; body: MentorUpdateInput }>()('PUT', '/mentors/:id'),
  /** `force`: also take the mentor off its teams (without it, an assigned mentor answers 409). */
  remove: endpoint<{ data: MentorDeleteResult; query: MentorDeleteQuery }>()('DELETE', '/mentors/:id'),
  /**
   * Invites the mentor to the portal, or sends the invitation again (issue 26): a single-use link
   * valid 72 hours; earlier links stop working; at most 3 per hour per mentor (429). Open while
   * the mentor lock is on. Answers the mentor with its account state.
   */
  invite: endpoint<{ data: Mentor }>()('POST', '/mentors/:id/invite', { status: 200 }),
};

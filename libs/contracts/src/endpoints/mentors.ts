import { endpoint, seg } from '../endpoint';
import type { Mentor } from '../entities';
import type { MentorDeleteResult, MentorInput, MentorUpdateInput } from '../school-participants';

/** Mentors of a school (participant spec, section 7). `id` is the mentor's `_id` or mentorId. */
export const MENTORS_API = {
  bySchool: endpoint<Mentor[]>()('GET', 'Mentor[]', (code: string) => `/mentors/school/${seg(code)}`),
  create: endpoint<Mentor, MentorInput>()('POST', 'Mentor', () => '/mentors'),
  update: endpoint<Mentor, MentorUpdateInput>()('PUT', 'Mentor', (id: string) => `/mentors/${seg(id)}`),
  /** `force`: also take the mentor off its teams (without it, an assigned mentor answers 409). */
  remove: endpoint<MentorDeleteResult>()('DELETE', 'MentorDeleteResult', (id: string, force = false) => `/mentors/${seg(id)}${force ? '?force=true' : ''}`),
};

import { ACTIVITY_API, ADMIN_API, CERTIFICATES_API, JUDGES_API, JUDGING_API, NOTIFICATIONS_API, PHASES_API, REGISTRATION_API, type AnyEndpoint } from '@hackathon/contracts';

/**
 * Every read of the admin dashboard. The header's refresh re-reads them all, and so does a write to
 * a team, a phase or a registration: the overview counts, the five lists and their counters, the
 * assign-mentor list (ADMIN_API.mentors), the registration page, phases, notifications, the
 * activity, a record's history, the judges list and the certificates may all show it. Event settings and payment
 * verification keep their own refresh. Passed to `invalidateEndpoints`, which reaches every page and filter of each.
 */
export const ADMIN_READS: readonly AnyEndpoint[] = [
  ADMIN_API.dashboard,
  ADMIN_API.teams,
  ADMIN_API.teamCounters,
  ADMIN_API.students,
  ADMIN_API.studentCounters,
  ADMIN_API.schools,
  ADMIN_API.schoolCounters,
  ADMIN_API.mentors,
  ADMIN_API.mentorCounters,
  ADMIN_API.registrations,
  ADMIN_API.registrationCounters,
  REGISTRATION_API.get,
  PHASES_API.list,
  NOTIFICATIONS_API.adminList,
  NOTIFICATIONS_API.adminStats,
  ACTIVITY_API.list,
  ACTIVITY_API.entity,
  JUDGES_API.list,
  // the Judging section's rounds, a round, its coverage board and its results (a publish changes the phase scores too)
  JUDGING_API.rounds,
  JUDGING_API.round,
  JUDGING_API.coverage,
  JUDGING_API.results,
  // the Certificates section's batches (their progress) and the certificates issued
  CERTIFICATES_API.batches,
  CERTIFICATES_API.batch,
  CERTIFICATES_API.list,
];

export { generateDataset, datasetCounts, DEFAULT_SEED, MAX_SCALE, REGISTERED_SHARE, SCHOOLS_PER_REGION } from './dataset';
export type {
  Dataset,
  DatasetOptions,
  FileRow,
  MentorRow,
  PaymentSubmissionRow,
  RegistrationRow,
  ScheduleRow,
  SchoolAdminRow,
  SchoolRow,
  TeamMemberRow,
  TeamRow,
} from './dataset';
export { Prng } from './prng';
export { REGION_PLACES } from './places';

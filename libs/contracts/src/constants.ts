/** Business constants of the specs, in one place. */

export const LIMITS = {
  maxMentorsPerSchool: 2,
  maxTeamsPerSchool: 4,
  expectedStudentsPerSchool: 20,
  minTeamMembers: 1,
  maxTeamMembers: 5,
  mentorTeamCapacity: 2,
  teamNumberMin: 1,
  teamNumberMax: 4,
  teacherIdMax: 20,
  mentorNameMax: 100,
  designationMax: 50,
  contactDigits: 10,
  receiptMaxBytes: 5 * 1024 * 1024,
  otpDigits: 6,
  otpValiditySeconds: 600,
  resendVerificationMax: 3,
  teamPasswordMin: 6,
  otpResetPasswordMin: 6,
  strongPasswordMin: 8,
  scoreMin: 0,
  scoreMax: 100,
  mentorListLimit: 100,
  emailTruncate: 20,
} as const;

export const CATEGORIES = ['jr', 'sr'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CLASSES_BY_CATEGORY: Record<Category, readonly number[]> = { jr: [8, 9, 10], sr: [11, 12] };

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
export const RECEIPT_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'pdf'] as const;

export const TIMEOUTS_MS = {
  api: 20_000,
  registration: 30_000,
  teamdata: 15_000,
  adminList: 30_000,
  adminComprehensive: 15_000,
  adminCounters: 10_000,
} as const;

export const TOAST_MS = { error: 4000, blank: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;
export const DASHBOARD_REFRESH_MS = 300_000;
export const NOTIFICATION_POLL_MS = 300_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const OTP_RESET_REDIRECT_MS = 2000;
export const CONFIRM_WAIT_SECONDS = 5;

export const REGION_GROUPS = ['North', 'South', 'East', 'West', 'Central', 'Northeast'] as const;
export const REGION_COUNT = 25;
export const ZONE_COUNT = 5;

export const DEFAULTS = {
  unknown: 'Unknown',
  zone: 'N',
  region: 'N',
  category: 'jr' as Category,
  registrationSource: 'single_page_form',
  registrationMethod: 'email_otp_verification',
  eliminationReason: 'Performance based',
  autoEliminatePhase: 1,
} as const;

/** Local storage keys of the session (participant spec, section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  adminToken: 'adminToken',
  regionAdminToken: 'regionAdminToken',
  user: 'user',
  schoolCode: 'schoolCode',
  teamData: 'teamData',
  adminInfo: 'adminInfo',
  pendingVerificationEmail: 'pendingVerificationEmail',
  /** The reader's language on this device (issue 24): 'en' or 'hi'; kept through sign-out. */
  language: 'language',
} as const;

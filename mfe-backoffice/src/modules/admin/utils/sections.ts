/**
 * The admin dashboard's sections (back-office spec, "Admin dashboard": sidebar sections in this
 * order, overview the default and the fallback), plus our Activity section (issue 6, audit trail).
 * Then Content (issue 25: what visitors read, published by the admin) and Judges (issue 27: the judged rounds' judges).
 * Then Judging (issue 27: the rounds, their assignment, coverage and results) and Certificates
 * (issue 28: batches with their preview and progress, every certificate issued).
 * The section shown is the `?section=` query parameter, so a section can be linked and reloaded.
 */
export const ADMIN_SECTION_KEYS = ['overview', 'registration', 'teams', 'phases', 'students', 'schools', 'mentors', 'notifications', 'payment-verification', 'activity', 'content', 'judges', 'judging', 'certificates'] as const;

export type AdminSectionKey = (typeof ADMIN_SECTION_KEYS)[number];

export const DEFAULT_SECTION: AdminSectionKey = 'overview';

/** The query parameter that names the section. */
export const SECTION_PARAM = 'section';

export function isAdminSection(value: unknown): value is AdminSectionKey {
  return typeof value === 'string' && (ADMIN_SECTION_KEYS as readonly string[]).includes(value);
}

/** `?section=` to a section: missing, blank or unknown (any case or padding aside) means overview. */
export function sectionFromParam(value: string | null | undefined): AdminSectionKey {
  const key = (value ?? '').trim().toLowerCase();
  return isAdminSection(key) ? key : DEFAULT_SECTION;
}

/**
 * The query string after choosing a section: only `section` changes hands (other parameters of the
 * page, e.g. a search handed over from the overview, are dropped; the overview has no parameter).
 */
export function sectionSearch(key: AdminSectionKey, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (key !== DEFAULT_SECTION) params.set(SECTION_PARAM, key);
  for (const [name, value] of Object.entries(extra)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

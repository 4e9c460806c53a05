/** The sidebar of /team-dashboard (participant spec, section 2), in its order. */
export const DASHBOARD_SECTIONS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'students', label: 'Student Details' },
  { key: 'faq', label: 'FAQ' },
  { key: 'content', label: 'Content' },
  { key: 'assignment', label: 'Assignment Submission' },
] as const;

export type DashboardSectionKey = (typeof DASHBOARD_SECTIONS)[number]['key'];

/** The section named in the address (?section=faq), else Dashboard: a bookmark or a bad value never breaks the page. */
export function sectionFromQuery(value: string | null | undefined): DashboardSectionKey {
  const match = DASHBOARD_SECTIONS.find((section) => section.key === value);
  return match ? match.key : 'dashboard';
}

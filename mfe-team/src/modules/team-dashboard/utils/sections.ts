import type { MessageId } from '@hackathon/contracts';
import { translate } from '../../../i18n';

/** A sidebar entry: its key, and its label (read in the current language when rendered). */
function section<Key extends string>(key: Key, labelKey: MessageId) {
  return {
    key,
    labelKey,
    get label(): string {
      return translate(labelKey);
    },
  } as const;
}

/** The sidebar of /team-dashboard (participant spec, section 2), in its order. */
export const DASHBOARD_SECTIONS = [
  section('dashboard', 'team.sections.dashboard'),
  section('students', 'team.sections.students'),
  section('faq', 'team.sections.faq'),
  section('content', 'team.sections.content'),
  section('assignment', 'team.sections.assignment'),
] as const;

export type DashboardSectionKey = (typeof DASHBOARD_SECTIONS)[number]['key'];

/** The section named in the address (?section=faq), else Dashboard: a bookmark or a bad value never breaks the page. */
export function sectionFromQuery(value: string | null | undefined): DashboardSectionKey {
  const match = DASHBOARD_SECTIONS.find((section) => section.key === value);
  return match ? match.key : 'dashboard';
}

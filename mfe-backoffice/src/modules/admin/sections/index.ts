import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AssignmentIcon from '@mui/icons-material/Assignment';
import GroupsIcon from '@mui/icons-material/Groups';
import TimelineIcon from '@mui/icons-material/Timeline';
import FaceIcon from '@mui/icons-material/Face';
import SchoolIcon from '@mui/icons-material/School';
import PersonIcon from '@mui/icons-material/Person';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentIcon from '@mui/icons-material/Payment';
import HistoryIcon from '@mui/icons-material/History';
import ArticleIcon from '@mui/icons-material/Article';
import GavelIcon from '@mui/icons-material/Gavel';
import GradingIcon from '@mui/icons-material/Grading';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { MessageId } from '@hackathon/contracts';
import { tr } from '../../../i18n';
import { DEFAULT_SECTION, type AdminSectionKey } from '../utils/sections';
import { ActivitySection } from './activity/ActivitySection';
import { CertificatesSection } from './certificates/CertificatesSection';
import { ContentSection } from './content/ContentSection';
import { JudgesSection } from './judges/JudgesSection';
import { JudgingSection } from './judging/JudgingSection';
import { MentorsSection } from './mentors/MentorsSection';
import { NotificationsSection } from './notifications/NotificationsSection';
import { OverviewSection } from './overview/OverviewSection';
import { PaymentVerificationSection } from './payment-verification/PaymentVerificationSection';
import { PhasesSection } from './phases/PhasesSection';
import { RegistrationSection } from './registration/RegistrationSection';
import { SchoolsSection } from './schools/SchoolsSection';
import { StudentsSection } from './students/StudentsSection';
import { TeamsSection } from './teams/TeamsSection';

/** One entry of the admin sidebar: what `?section=<key>` shows. */
export interface AdminSection {
  key: AdminSectionKey;
  /** The section's name in the language of the moment. */
  readonly label: string;
  icon: SvgIconComponent;
  component: ComponentType;
}

/** The sidebar, in the spec's order (overview default and fallback), then our Activity (audit trail), Content, Judges, Judging and Certificates. */
function section(key: AdminSectionKey, labelKey: MessageId, icon: SvgIconComponent, component: ComponentType): AdminSection {
  return {
    key,
    get label() {
      return tr(labelKey);
    },
    icon,
    component,
  };
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  section('overview', 'backoffice.section.overview', DashboardIcon, OverviewSection),
  section('registration', 'backoffice.section.registration', AssignmentIcon, RegistrationSection),
  section('teams', 'backoffice.section.teams', GroupsIcon, TeamsSection),
  section('phases', 'backoffice.section.phases', TimelineIcon, PhasesSection),
  section('students', 'backoffice.section.students', FaceIcon, StudentsSection),
  section('schools', 'backoffice.section.schools', SchoolIcon, SchoolsSection),
  section('mentors', 'backoffice.section.mentors', PersonIcon, MentorsSection),
  section('notifications', 'backoffice.section.notifications', NotificationsIcon, NotificationsSection),
  section('payment-verification', 'backoffice.section.paymentVerification', PaymentIcon, PaymentVerificationSection),
  section('activity', 'backoffice.section.activity', HistoryIcon, ActivitySection),
  section('content', 'backoffice.content.section', ArticleIcon, ContentSection),
  section('judges', 'backoffice.section.judges', GavelIcon, JudgesSection),
  section('judging', 'judging.section', GradingIcon, JudgingSection),
  section('certificates', 'certificates.section', WorkspacePremiumIcon, CertificatesSection),
];

export function adminSection(key: AdminSectionKey): AdminSection {
  return ADMIN_SECTIONS.find((section) => section.key === key) ?? ADMIN_SECTIONS.find((section) => section.key === DEFAULT_SECTION)!;
}

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
import { DEFAULT_SECTION, type AdminSectionKey } from '../utils/sections';
import { ActivitySection } from './activity/ActivitySection';
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
  label: string;
  icon: SvgIconComponent;
  component: ComponentType;
}

/** The sidebar, in the spec's order (overview default and fallback), then our Activity (audit trail). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'overview', label: 'Overview', icon: DashboardIcon, component: OverviewSection },
  { key: 'registration', label: 'Registration Management', icon: AssignmentIcon, component: RegistrationSection },
  { key: 'teams', label: 'Teams', icon: GroupsIcon, component: TeamsSection },
  { key: 'phases', label: 'Phase Management', icon: TimelineIcon, component: PhasesSection },
  { key: 'students', label: 'Students', icon: FaceIcon, component: StudentsSection },
  { key: 'schools', label: 'Schools', icon: SchoolIcon, component: SchoolsSection },
  { key: 'mentors', label: 'Mentors', icon: PersonIcon, component: MentorsSection },
  { key: 'notifications', label: 'Notifications', icon: NotificationsIcon, component: NotificationsSection },
  { key: 'payment-verification', label: 'Payment Verification', icon: PaymentIcon, component: PaymentVerificationSection },
  { key: 'activity', label: 'Activity', icon: HistoryIcon, component: ActivitySection },
];

export function adminSection(key: AdminSectionKey): AdminSection {
  return ADMIN_SECTIONS.find((section) => section.key === key) ?? ADMIN_SECTIONS.find((section) => section.key === DEFAULT_SECTION)!;
}

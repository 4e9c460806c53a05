// The admin dashboard module's public face: the dashboard frame and its sections, and the registration pages' parts.
export { AdminHeader } from './components/AdminHeader';
export { AdminSidebar } from './components/AdminSidebar';
export { EditRegistrationForm } from './components/EditRegistrationForm';
export { RecordHistory } from './components/RecordHistory';
export { RegistrationProblem } from './components/RegistrationProblem';
export { useAdminDashboard } from './hooks/useAdminDashboard';
export { useAdminSection } from './hooks/useAdminSection';
export { useRegistration } from './hooks/useRegistration';
export { ADMIN_SECTIONS, adminSection } from './sections';
export { ADMIN_READS } from './sections/shared/adminReads';
export { paymentBadge, registrationFields, registrationLoadFailure } from './utils/registrationDetails';
export { ADMIN_SECTION_KEYS } from './utils/sections';
export { readCollapsed, writeCollapsed } from './utils/sidebar';

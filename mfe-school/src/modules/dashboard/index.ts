// The school dashboard module's public face: the screen (page and server first screen), its reads and their messages.
export { DashboardScreen } from './components/DashboardScreen';
export type { DashboardScreenProps, DashboardView } from './components/DashboardScreen';
export { useSchoolDashboard } from './hooks/useSchoolDashboard';
export { dashboardErrorMessage, isAuthError } from './utils/messages';
export type { LoadOutcome } from './utils/messages';
export { resolveSchoolCode } from './utils/schoolCode';

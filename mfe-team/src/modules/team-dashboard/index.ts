// The /team-dashboard sidebar variant's sections (the standing is its own module).
export { AssignmentSection } from './components/AssignmentSection';
export { ContentSection } from './components/ContentSection';
export { DashboardSidebar, sectionPanelId, sectionTabId } from './components/DashboardSidebar';
export { FaqSection } from './components/FaqSection';
export { StudentDetailsSection } from './components/StudentDetailsSection';
export { sectionFromQuery, type DashboardSectionKey } from './utils/sections';

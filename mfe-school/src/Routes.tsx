import { Route, Routes } from 'react-router-dom';
import { SchoolDashboardPage } from './pages/SchoolDashboardPage';

/** The paths mfe_school owns; the shell's guard and layout wrap them. */
export default function SchoolRoutes() {
  return (
    <Routes>
      <Route path="/mentor-team" element={<SchoolDashboardPage />} />
      <Route path="/school-dashboard" element={<SchoolDashboardPage />} />
    </Routes>
  );
}

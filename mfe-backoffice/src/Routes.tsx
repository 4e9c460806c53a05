import { Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { EditRegistrationPage } from './pages/EditRegistrationPage';
import { RegionAdminDashboardPage } from './pages/RegionAdminDashboardPage';
import { RegistrationDetailsPage } from './pages/RegistrationDetailsPage';
import { SuperAdminDashboardPage } from './pages/SuperAdminDashboardPage';

/** The paths mfe_backoffice owns; the shell's guard (roles) and layout wrap them. */
export default function BackofficeRoutes() {
  return (
    <Routes>
      <Route path="/dashboard" element={<AdminDashboardPage />} />
      <Route path="/region-admin-dashboard" element={<RegionAdminDashboardPage />} />
      <Route path="/super-admin-dashboard" element={<SuperAdminDashboardPage />} />
      <Route path="/registration/:id" element={<RegistrationDetailsPage />} />
      <Route path="/edit-registration/:id" element={<EditRegistrationPage />} />
    </Routes>
  );
}

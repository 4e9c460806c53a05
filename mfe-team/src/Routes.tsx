import { Route, Routes } from 'react-router-dom';
import { TeamDashboardPage } from './pages/TeamDashboardPage';

/** The paths mfe_team owns; the shell's guard and layout wrap them. */
export default function TeamRoutes() {
  return (
    <Routes>
      <Route
        path="/simple-team"
        element={<TeamDashboardPage laterNote="Team login credentials, the hackathon schedule and resources are coming in the next release." />}
      />
      <Route
        path="/team-dashboard"
        element={<TeamDashboardPage laterNote="Competition status, phases and scores are coming in the next release." />}
      />
    </Routes>
  );
}

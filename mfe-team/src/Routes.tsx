import { Route, Routes } from 'react-router-dom';
import { JudgePage } from './pages/JudgePage';
import { MentorDashboardPage } from './pages/MentorDashboardPage';
import { SimpleTeamPage } from './pages/SimpleTeamPage';
import { TeamDashboardPage } from './pages/TeamDashboardPage';

/** The paths mfe_team owns; the shell's guard and layout wrap them. */
export default function TeamRoutes() {
  return (
    <Routes>
      <Route path="/simple-team" element={<SimpleTeamPage />} />
      <Route path="/team-dashboard" element={<TeamDashboardPage />} />
      <Route path="/mentor-dashboard" element={<MentorDashboardPage />} />
      <Route path="/judge" element={<JudgePage />} />
    </Routes>
  );
}

// The team's own record and the panels both team pages show it in.
export { MentorCard } from './components/MentorCard';
export { StudentCards } from './components/StudentCards';
export { TeamHeading, TeamInfoPanel } from './components/TeamInfoPanel';
export { TeamNotices } from './components/TeamNotices';
export { TeamPageFrame } from './components/TeamPageFrame';
export { WelcomeBanner } from './components/WelcomeBanner';
export { studentDetails, type StudentDetail, type TeamInfo, type TeamRecord } from './utils/teamInfo';

// The certificates of the team's members (/simple-team) and of a mentor (/mentor-dashboard), issue 28.
export { MentorCertificates } from './components/MentorCertificates';
export { TeamCertificates } from './components/TeamCertificates';

export { MentorHeader } from './components/MentorHeader';
export { MentorSchedule } from './components/MentorSchedule';
export { MentorTeams } from './components/MentorTeams';
export { useMentorPortal } from './hooks/useMentorPortal';

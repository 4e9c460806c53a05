export { SchedulePanel } from './components/SchedulePanel';
export { AttendanceChips } from './components/AttendanceChips';
export { ArrivalNote } from './components/ArrivalNote';
export { attendanceMark, scheduleForCategory, type AttendanceDay } from './utils/schedule';

export { SchedulePanel } from './components/SchedulePanel';

export { TeamsPanel } from './components/TeamsPanel';
export type { TeamsPanelProps } from './components/TeamsPanel';

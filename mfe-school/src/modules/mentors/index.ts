export { MentorsPanel } from './components/MentorsPanel';
export type { MentorsPanelProps } from './components/MentorsPanel';

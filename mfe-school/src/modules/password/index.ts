export { TeamPasswordPanel } from './components/TeamPasswordPanel';

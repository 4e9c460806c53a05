export { ResourcesPanel } from './components/ResourcesPanel';

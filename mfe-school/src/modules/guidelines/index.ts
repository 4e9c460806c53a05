export { GuidelinesPanel } from './components/GuidelinesPanel';

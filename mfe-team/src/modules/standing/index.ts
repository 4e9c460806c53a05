export { StandingOverview } from './components/StandingOverview';

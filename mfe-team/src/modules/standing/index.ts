export { StandingOverview } from './components/StandingOverview';
export { phaseLabel, phaseSteps, qualificationSummary, rankText, scoreText } from './utils/standing';

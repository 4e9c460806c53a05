export { JudgeHeader } from './components/JudgeHeader';
export { JudgeWorkspace } from './components/JudgeWorkspace';
export { useMyAssignments } from './hooks/useMyAssignments';

export { JudgesFeedback, type JudgesFeedbackProps } from './JudgesFeedback';

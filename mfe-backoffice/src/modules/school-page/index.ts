// One page per school (issue 25): the full-screen page the dashboards open by `?school=<code>`.
export { SchoolPageDialog } from './SchoolPageDialog';
export type { SchoolPageDialogProps } from './SchoolPageDialog';

export { ReadOnlyDataTab } from './ReadOnlyDataTab';
export type { ReadOnlyDataTabProps } from './ReadOnlyDataTab';

export { MemberEditor } from './MemberEditor';
export type { MemberEditorProps, MemberEditorWording } from './MemberEditor';
export type { MemberRowWording } from './MemberRow';
export { TeamCategoryField } from './CategoryField';
export type { TeamCategoryFieldProps } from './CategoryField';
export { TeamFormFields } from './TeamFormFields';
export type { TeamFormFieldsProps, TeamTopField } from './TeamFormFields';

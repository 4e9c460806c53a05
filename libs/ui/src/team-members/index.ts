export { MemberEditor } from './MemberEditor';
export type { MemberEditorProps, MemberEditorWording } from './MemberEditor';

export { DocumentCard } from './DocumentCard';
export type { DocumentCardProps } from './DocumentCard';
export { FaqList } from './FaqList';

// The event's own knowledge: the text of the shipped documents (tools/docs/make-pdfs.mjs renders it,
// the chat assistant indexes it).
export type { DocBlock, TextStyle } from './blocks';
export { documentBlocks, publishedDocuments } from './documents';

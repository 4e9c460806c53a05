/**
 * The text of the shipped documents as a list of blocks: tools/docs/make-pdfs.mjs lays them out
 * as PDF pages, and the API's chat assistant indexes the same blocks, so the two never disagree.
 */
export type TextStyle = 'title' | 'subtitle' | 'h1' | 'h2' | 'body' | 'small';

export type DocBlock =
  | { kind: 'text'; style: TextStyle; text: string; bullet?: boolean; indent?: number }
  | { kind: 'space'; space: number }
  | { kind: 'pageBreak' };

export const h1 = (text: string): DocBlock => ({ kind: 'text', style: 'h1', text });
export const h2 = (text: string): DocBlock => ({ kind: 'text', style: 'h2', text });
export const p = (text: string): DocBlock => ({ kind: 'text', style: 'body', text });
export const li = (text: string): DocBlock => ({ kind: 'text', style: 'body', text, bullet: true });
export const gap = (space = 8): DocBlock => ({ kind: 'space', space });
export const pageBreak: DocBlock = { kind: 'pageBreak' };

import { createContext, useContext } from 'react';
import type { SiteContent } from '@hackathon/contracts';
import type { ProblemMap } from '../utils/contentDraft';

/** What every field of the Content section reads and writes: the draft being edited and its problems. */
export interface ContentEditor {
  draft: SiteContent;
  problems: ProblemMap;
  /** Sets the value at a problem's path ('faqs.0.answer.en'); that field's problem goes. */
  set: (path: string, value: unknown) => void;
  /** Any other change (a list reordered, an entry added); the problems under `path` go. */
  change: (update: (draft: SiteContent) => SiteContent, path: string) => void;
}

export const ContentEditorContext = createContext<ContentEditor | null>(null);

export function useContentEditor(): ContentEditor {
  const editor = useContext(ContentEditorContext);
  if (!editor) throw new Error('useContentEditor outside the Content section');
  return editor;
}

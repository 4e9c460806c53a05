import { useState } from 'react';
import type { JudgeAssignment } from '@hackathon/contracts';
import { clearLocalSheet, isLocalNewer, readLocalSheet, startingSheet, updateLocalSheet } from '../utils/localSheet';

export interface SheetFields {
  scores: Record<string, string>;
  comment: string;
  privateNote: string;
}

/**
 * The sheet being edited: it starts from what this device kept when that is newer than the server's
 * (`restored`), and every change is stored at once, so a reload or a dropped connection loses nothing.
 */
export function useSheetForm(assignment: JudgeAssignment) {
  const [start] = useState(() => {
    const stored = readLocalSheet(assignment._id);
    // a stored sheet older than the server's (saved from another device, or reopened) is dropped
    if (stored && !isLocalNewer(assignment, stored)) clearLocalSheet(assignment._id);
    return startingSheet(assignment, stored);
  });
  const [fields, setFields] = useState<SheetFields>(() => ({ scores: start.sheet.scores, comment: start.sheet.comment, privateNote: start.sheet.privateNote }));

  const change = (patch: Partial<SheetFields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    updateLocalSheet(assignment, { ...next, savedAt: new Date().toISOString() });
  };

  return {
    fields,
    restored: start.restored,
    setScore: (key: string, text: string) => change({ scores: { ...fields.scores, [key]: text } }),
    setComment: (comment: string) => change({ comment }),
    setPrivateNote: (privateNote: string) => change({ privateNote }),
  };
}

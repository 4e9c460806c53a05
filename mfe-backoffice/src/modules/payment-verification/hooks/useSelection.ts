import { useCallback, useState } from 'react';

const NONE: string[] = [];

/**
 * The picked rows by their ids (issue 25): kept across pages, searches and filter changes, so a
 * verifier can gather payments from several searches, until Clear selection or a verdict on them.
 * A bulk action sends exactly these ids; the server checks each one's scope and state again.
 */
export function useSelection() {
  const [selected, setSelectedIds] = useState<string[]>(NONE);
  const setSelected = useCallback((ids: string[]) => setSelectedIds([...new Set(ids)]), []);
  const clear = useCallback(() => setSelectedIds(NONE), []);
  return { selected, setSelected, clear };
}

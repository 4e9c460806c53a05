import { useCallback, useState } from 'react';

const NONE: string[] = [];

/**
 * The picked rows, kept across pages but only under the search and filters they were picked with:
 * a new search or filter starts an empty selection, so a bulk action never touches rows out of sight.
 */
export function useSelection(scopeKey: string) {
  const [selection, setSelection] = useState<{ scope: string; ids: string[] }>({ scope: scopeKey, ids: [] });
  const selected = selection.scope === scopeKey ? selection.ids : NONE;
  const setSelected = useCallback((ids: string[]) => setSelection({ scope: scopeKey, ids }), [scopeKey]);
  const clear = useCallback(() => setSelection({ scope: scopeKey, ids: [] }), [scopeKey]);
  return { selected, setSelected, clear };
}

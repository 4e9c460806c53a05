import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SECTION_PARAM, sectionFromParam, sectionSearch, type AdminSectionKey } from '../utils/sections';

/** The section in `?section=` (unknown -> overview) and a way to open another (a history entry each, so Back works). */
export function useAdminSection(): [AdminSectionKey, (key: AdminSectionKey, extra?: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const current = sectionFromParam(params.get(SECTION_PARAM));
  const open = useCallback(
    (key: AdminSectionKey, extra: Record<string, string> = {}) => setParams(new URLSearchParams(sectionSearch(key, extra))),
    [setParams],
  );
  return [current, open];
}

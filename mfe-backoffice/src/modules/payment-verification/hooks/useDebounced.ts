import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@hackathon/contracts';

/** The value once it has stopped changing for `ms` (the mail preview follows the reason as it is typed). */
export function useDebounced<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

import { useEffect, useState } from 'react';
import { countdownParts, type CountdownParts } from '../../shared/countdown';

/** Ticks once a second until the target passes, then stays at zero. */
export function useCountdown(target: string): CountdownParts {
  const [parts, setParts] = useState(() => countdownParts(target, Date.now()));
  useEffect(() => {
    if (parts.ended) return undefined;
    const timer = window.setInterval(() => setParts(countdownParts(target, Date.now())), 1000);
    return () => window.clearInterval(timer);
  }, [target, parts.ended]);
  return parts;
}

/** Countdown arithmetic, kept pure so it can be tested without timers. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has passed; every part is then 0. */
  ended: boolean;
}

export function countdownParts(target: Date | string, now: Date | number): CountdownParts {
  const targetMs = typeof target === 'string' ? Date.parse(target) : target.getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const remaining = Math.floor((targetMs - nowMs) / 1000);
  if (!Number.isFinite(remaining) || remaining <= 0) {
    return { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
  }
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3600),
    minutes: Math.floor((remaining % 3600) / 60),
    seconds: remaining % 60,
    ended: false,
  };
}

export function pad2(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(2, '0');
}

/** Seconds as mm:ss (the OTP expiry countdown); negative values show 00:00. */
export function formatMmSs(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  return `${pad2(Math.floor(safe / 60))}:${pad2(safe % 60)}`;
}

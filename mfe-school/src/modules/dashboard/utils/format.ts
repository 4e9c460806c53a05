/** A directory value is unknown when empty or the lookup default 'Unknown'. */
export function isKnown(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim().toLowerCase() !== 'unknown';
}

export function orDash(value: string | null | undefined): string {
  return typeof value === 'string' && value.trim() !== '' ? value : '—';
}

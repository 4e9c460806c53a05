/** A count as an answer may send it (a number or numeric text): a whole number, 0 when missing, unreadable or negative. */
export function wholeCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The named counts of an answer's object, each a whole number (wholeCount). */
export function readCounts<K extends string>(source: unknown, keys: readonly K[]): Record<K, number> {
  const record = source !== null && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  return Object.fromEntries(keys.map((key) => [key, wholeCount(record[key])])) as Record<K, number>;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-IN');
}

/** 'region_admin' -> 'Region Admin'. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return '';
  return role
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

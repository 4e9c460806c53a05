export function formatTime(value: number | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** A date and time as the back office shows them (Indian English, local time: '21 Aug 2025, 04:30 pm'); `missing` when absent or unreadable. */
export function formatDateTime(iso: string | null | undefined, missing = '—'): string {
  if (!iso) return missing;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return missing;
  return date.toLocaleString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
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

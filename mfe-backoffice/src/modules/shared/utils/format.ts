export function formatTime(value: number | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
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

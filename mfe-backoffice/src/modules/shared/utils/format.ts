import { formatNumber, type MessageId } from '@hackathon/contracts';
import { tr } from './text';

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
  return formatNumber(value);
}

const ROLE_LABEL: Readonly<Record<string, MessageId>> = {
  admin: 'dashboards.shared.role.admin',
  super_admin: 'dashboards.shared.role.superAdmin',
  region_admin: 'dashboards.shared.role.regionAdmin',
};

/** 'region_admin' -> 'Region Admin' (a role the screens know in the reader's language). */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return '';
  const known = Object.hasOwn(ROLE_LABEL, role) ? ROLE_LABEL[role] : undefined;
  if (known) return tr(known);
  return role
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

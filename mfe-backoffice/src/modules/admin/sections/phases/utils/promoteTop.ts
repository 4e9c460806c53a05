import { PROMOTE_TOP_MAX, PROMOTE_TOP_MSG, zoneName, type PromoteTopGroupBy } from '@hackathon/contracts';

/** Promote top N's N: required, a whole number from 1 to PROMOTE_TOP_MAX, refused with the API's own messages. */
export function parseTopN(text: string): { n: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: PROMOTE_TOP_MSG.nRequired };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 1 || value > PROMOTE_TOP_MAX) return { error: PROMOTE_TOP_MSG.n };
  return { n: value };
}

/** A group's name: the region as stored, a zone by its name ('S' is South). */
export function groupName(groupBy: PromoteTopGroupBy, key: string): string {
  return groupBy === 'zone' ? (zoneName(key) ?? key) : key;
}

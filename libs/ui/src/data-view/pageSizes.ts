import { LIST_PAGE_SIZES } from '@hackathon/contracts';

/** The offered page sizes, plus the list's own when it is another (a list may default to, say, 20). */
export function pageSizesWith(limit: number): number[] {
  return [...new Set<number>([...LIST_PAGE_SIZES, limit])].sort((a, b) => a - b);
}

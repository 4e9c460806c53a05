import { endpoint, seg } from '../endpoint';
import type { SchoolLookup } from '../entities';

/** The national school directory (public). */
export const SCHOOLS_API = {
  /** With the spec's defaults for blanks; 404 'School not found'. */
  lookup: endpoint<SchoolLookup>()('GET', 'SchoolLookup', (code: string) => `/schools/lookup/${seg(code)}`),
  /** Code or name contains the query (2+ characters); exact code first, at most 20. */
  search: endpoint<SchoolLookup[]>()('GET', 'SchoolLookup[]', (query: string) => `/schools/search?query=${seg(query)}`),
} as const;

import { endpoint } from '../endpoint';
import type { SchoolSearchQuery } from '../queries';
import type { SchoolLookup } from '../entities';

/** The national school directory (public). */
export const SCHOOLS_API = {
  /** With the spec's defaults for blanks; 404 'School not found'. */
  lookup: endpoint<{ data: SchoolLookup }>()('GET', '/schools/lookup/:code'),
  /** Code or name contains the query (2+ characters); exact code first, at most 20. */
  search: endpoint<{ data: SchoolLookup[]; query: SchoolSearchQuery }>()('GET', '/schools/search'),
} as const;

import { endpoint } from '../endpoint';
import type { StateSearchQuery } from '../queries';
import type { StateValidation, ValidateStateRequest } from '../account-flows';

/** India's states and union territories (public), upper case. */
export const STATES_API = {
  all: endpoint<{ data: string[] }>()('GET', '/states/all'),
  /** A blank query lists all. */
  search: endpoint<{ data: string[]; query: StateSearchQuery }>()('GET', '/states/search'),
  validate: endpoint<{ data: StateValidation; body: ValidateStateRequest }>()('POST', '/states/validate', { status: 200 }),
} as const;

import { endpoint, seg } from '../endpoint';
import type { StateValidation, ValidateStateRequest } from '../account-flows';

/** India's states and union territories (public), upper case. */
export const STATES_API = {
  all: endpoint<string[]>()('GET', 'string[]', () => '/states/all'),
  /** A blank query lists all. */
  search: endpoint<string[]>()('GET', 'string[]', (query: string) => `/states/search?query=${seg(query)}`),
  validate: endpoint<StateValidation, ValidateStateRequest>()('POST', 'StateValidation', () => '/states/validate'),
} as const;

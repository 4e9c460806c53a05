import { Injectable } from '@nestjs/common';
import { canonicalState, INDIAN_STATES, type StateValidation } from '@hackathon/contracts';

/** India's states and union territories (a constant list; no table needed). */
@Injectable()
export class StatesService {
  all(): string[] {
    return [...INDIAN_STATES].sort();
  }

  /** Names containing the query, case-insensitive; a blank query lists all. */
  search(query: string | undefined): string[] {
    const q = (query ?? '').trim().toUpperCase().replace(/&/g, 'AND').replace(/\s+/g, ' ');
    return this.all().filter((name) => name.includes(q));
  }

  validate(state: string): StateValidation {
    const canonical = canonicalState(state);
    return { valid: canonical !== null, state: canonical };
  }
}

// Moved down to the data layer so that other modules need not import registration's internals.
export { uniqueViolation } from '../../database/pg-errors';

export * from './rounding';
export * from './rubric-total';
export * from './round-results';

/** Every table of the API, for Drizzle. The SQL that creates them is in api/migrations/. */
export * from './directory';
export * from './accounts';
export * from './registrations';
export * from './participants';
export * from './judging';
export * from './mail';
export * from './auth';
export * from './notifications';
export * from './settings';
export * from './audit';
export * from './remotes';
export * from './phase-moves';
export * from './content';
export * from './certificates';

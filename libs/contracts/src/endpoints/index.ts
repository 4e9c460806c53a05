// One file per API domain; each exports `<DOMAIN>_API`, a map of Endpoint contracts.
export {};
export * from './payments';
export * from './mentors';
export * from './teams';
export * from './settings';
export * from './standings';
export * from './registration';
export * from './auth';
export * from './schools';
export * from './states';
export * from './admin';
export * from './region-admin';
export * from './notifications';
export * from './schedule';
export * from './chat';
export * from './phases';
export * from './activity';
export * from './payment-verification';

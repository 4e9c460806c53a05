export * from './roles';
export * from './constants';
export * from './messages';
export * from './envelope';
export * from './entities';
export * from './event';
export * from './validation';

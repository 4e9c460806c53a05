export * from './app-config';
export * from './config.module';
export { resolveJwtSecret, JWT_SECRET_FILE } from './jwt-secret';

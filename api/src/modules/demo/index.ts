export { DemoModule } from './demo.module';
export { DemoSeederService, SEED_ENV, type SeedOutcome } from './demo-seeder.service';
export { loadDataset, type LoadOptions } from './dataset-loader';
export { ensureBackOfficeAccounts, backOfficeAccounts, regionAdminUsername, type CreatedAccount, type BackOfficeAccount } from './back-office-accounts';
export { CREDENTIALS_FILE, readCredentials, type CredentialsFile } from './credentials-file';
export { readSeedSettings, type SeedSettings } from './seed-settings';
export { generatePassword } from './passwords';
export * from './generator';

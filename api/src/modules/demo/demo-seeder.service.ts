import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import { PasswordService } from '../../auth/password.service';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, type Db, type DbTransaction } from '../../database';
import { accounts, schools, teams } from '../../database/schema';
import { ensureBackOfficeAccounts } from './back-office-accounts';
import { recordCredentials, readCredentials, signInHowTo, SIGN_IN_PAGES, type NewCredentials } from './credentials-file';
import { loadDataset } from './dataset-loader';
import { datasetCounts, generateDataset, type Dataset } from './generator';
import { generatePassword } from './passwords';
import { readSeedSettings, type SeedSettings } from './seed-settings';
import type { Env } from '../../config/env-reader';

/** The environment the seed settings are read from (process.env; tests may provide another). */
export const SEED_ENV = Symbol('SEED_ENV');

// Serialises seeding between processes that start together on one database.
const SEED_LOCK_KEY = 727_002;

export interface SeedOutcome {
  accountsCreated: number;
  demoSeeded: boolean;
  counts: Record<string, number> | null;
  credentialsPath: string | null;
  ms: number;
}

/**
 * On every start: makes sure the back-office accounts exist. On the first start of a demo
 * database (SEED_DEMO and an empty directory): loads the generated national data set in one
 * transaction, with demo school admins and teams whose passwords go to the credentials file.
 */
@Injectable()
export class DemoSeederService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');
  private settings!: SeedSettings;
  lastOutcome: SeedOutcome | null = null;

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(SEED_ENV) private readonly env: Env,
    private readonly passwords: PasswordService,
  ) {}

  /**
   * Checks the seed variables during app.init(): a bad one fails the start with its name, and
   * the start's own clean-up (app.close) still closes the database.
   */
  onModuleInit(): void {
    this.settings = readSeedSettings(this.env, this.config.nodeEnv);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.lastOutcome = await this.seed();
  }

  async seed(): Promise<SeedOutcome> {
    const started = Date.now();
    const created = this.settings.seedAccounts
      ? await ensureBackOfficeAccounts(this.db, this.settings, (plain) => this.passwords.hash(plain))
      : [];
    if (created.length > 0) this.logger.log(`Created ${created.length} back-office accounts`);

    let demo: { dataset: Dataset; credentials: Pick<NewCredentials, 'schoolAdmins' | 'teams'> } | null = null;
    if (this.config.seedDemo) demo = await this.seedDemoIfEmpty();
    // planner statistics for the bulk load: PGlite runs no autovacuum, and without them the
    // searches of the back-office lists ignore their trigram indexes
    if (demo) await this.db.execute(sql`analyze`);

    let credentialsPath: string | null = null;
    if (created.length > 0 || demo) {
      const portalUrl = this.config.publicUrl;
      credentialsPath = recordCredentials(this.config.dataDir, portalUrl, {
        accounts: created,
        schoolAdmins: demo?.credentials.schoolAdmins ?? [],
        teams: demo?.credentials.teams ?? [],
      });
      const file = readCredentials(this.config.dataDir);
      if (file) this.logger.log(signInHowTo(credentialsPath, portalUrl, file));
    }
    const outcome: SeedOutcome = {
      accountsCreated: created.length,
      demoSeeded: demo !== null,
      counts: demo ? datasetCounts(demo.dataset) : null,
      credentialsPath,
      ms: Date.now() - started,
    };
    if (demo) this.logger.log(`Loaded the demo data set in ${outcome.ms} ms: ${JSON.stringify(outcome.counts)}`);
    return outcome;
  }

  private async seedDemoIfEmpty(): Promise<{ dataset: Dataset; credentials: Pick<NewCredentials, 'schoolAdmins' | 'teams'> } | null> {
    // hashed before the transaction: one unknown password for the bulk accounts, one per demo sign-in
    const dataset = generateDataset({ seed: this.settings.demoSeed });
    const demoSchoolPasswords = dataset.demo.schoolCodes.map(() => generatePassword());
    const demoTeamPasswords = dataset.demo.teamIds.map(() => generatePassword());
    const distinct = [generatePassword(), generatePassword(), ...demoSchoolPasswords, ...demoTeamPasswords];

    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}, hashtext(current_schema()))`);
      const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(schools)) as [{ count: number }];
      if (count > 0) return null;

      const [bulkSchool, bulkTeam, ...demoHashes] = await Promise.all(distinct.map((p) => this.passwords.hash(p)));
      const reviewer = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, 'super_admin')).limit(1);
      await loadDataset(tx, dataset, {
        schoolAdminPasswordHash: bulkSchool!,
        teamPasswordHash: bulkTeam!,
        reviewerId: reviewer[0]?.id ?? null,
      });
      const credentials = await this.setDemoPasswords(tx, dataset, demoSchoolPasswords, demoTeamPasswords, demoHashes);
      return { dataset, credentials };
    });
  }

  private async setDemoPasswords(
    tx: DbTransaction,
    dataset: Dataset,
    schoolPasswords: string[],
    teamPasswords: string[],
    hashes: string[],
  ): Promise<Pick<NewCredentials, 'schoolAdmins' | 'teams'>> {
    const schoolHashes = hashes.slice(0, schoolPasswords.length);
    const teamHashes = hashes.slice(schoolPasswords.length);
    const schoolAdmins: NewCredentials['schoolAdmins'] = [];
    for (const [i, code] of dataset.demo.schoolCodes.entries()) {
      const admin = dataset.schoolAdmins.find((a) => a.schoolCode === code)!;
      const school = dataset.schools.find((s) => s.code === code)!;
      await tx.update(accounts).set({ passwordHash: schoolHashes[i]! }).where(eq(accounts.id, admin.id));
      schoolAdmins.push({ schoolCode: code, schoolName: school.name, region: school.region, email: admin.email, password: schoolPasswords[i]!, signInAt: SIGN_IN_PAGES.school });
    }
    const teamRows = await tx
      .select({ id: teams.id, teamId: teams.teamId })
      .from(teams)
      .where(inArray(teams.teamId, dataset.demo.teamIds));
    const teamCredentials: NewCredentials['teams'] = [];
    for (const [i, teamId] of dataset.demo.teamIds.entries()) {
      const row = teamRows.find((t) => t.teamId === teamId)!;
      const team = dataset.teams.find((t) => t.teamId === teamId)!;
      await tx.update(teams).set({ passwordHash: teamHashes[i]! }).where(eq(teams.id, row.id));
      teamCredentials.push({
        teamId,
        teamName: team.teamName,
        category: team.category,
        schoolCode: team.schoolCode,
        email: team.teamEmail ?? null,
        password: teamPasswords[i]!,
        signInAt: SIGN_IN_PAGES.team,
      });
    }
    return { schoolAdmins, teams: teamCredentials };
  }
}


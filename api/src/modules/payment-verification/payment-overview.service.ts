import { Injectable } from '@nestjs/common';
import {
  KVS_REGIONS,
  REGION_GROUPS,
  findRegion,
  type PaymentRegionChoices,
  type PaymentVerifierPerson,
  type PendingPaymentsOverview,
  type PendingPaymentsRegion,
} from '@hackathon/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { InjectDb, type Db } from '../../database';
import type { ReaderScope } from '../../kernel';
import { accounts, paymentSubmissions, registrations, schools } from '../../database/schema';

/** Who may verify (spec section 6): the region admins of a region and the super admins of every region. */
const VERIFIER_ROLES = ['region_admin', 'super_admin'] as const;

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

function personOf(row: { fullName: string; username: string | null; email: string | null }): PaymentVerifierPerson {
  return { name: row.fullName.trim() || row.username?.trim() || row.email?.trim() || '', username: row.username, email: row.email };
}

/**
 * Issue 25: the payment reads around the verification table. The region filter's choices follow
 * the caller's scope (a region admin is offered its own region, and the list's WHERE keeps it there
 * whatever is asked); the admin, who may not verify, sees the pending payments per region and who
 * can act on them.
 */
@Injectable()
export class PaymentOverviewService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The six groups and the 25 regions for a scope over every region; the scope's own region otherwise. */
  regions(scope: ReaderScope): PaymentRegionChoices {
    const reader = scope.requireReach();
    if (reader.region === null) return { groups: [...REGION_GROUPS], regions: KVS_REGIONS.map((region) => region.name) };
    return { groups: [], regions: [findRegion(reader.region)?.name ?? reader.region] };
  }

  /** Pending payments per directory region (every region listed, most pending first) and the people who may verify them. */
  async pending(scope: ReaderScope): Promise<PendingPaymentsOverview> {
    const newestSubmission = sql`(select max(${paymentSubmissions.submittedAt}) from ${paymentSubmissions} where ${paymentSubmissions.registrationId} = ${registrations.id})`;
    const [counts, people] = await Promise.all([
      this.db
        .select({
          region: sql<string>`min(${schools.region})`,
          pending: sql<number>`count(*)`.mapWith(Number),
          oldest: sql<string | null>`min(${newestSubmission})`,
        })
        .from(registrations)
        .innerJoin(schools, eq(schools.code, registrations.schoolCode))
        .where(and(scope.schools(registrations.schoolCode), eq(registrations.paymentStatus, 'submitted')))
        .groupBy(sql`lower(${schools.region})`),
      this.db
        .select({ role: accounts.role, region: accounts.region, fullName: accounts.fullName, username: accounts.username, email: accounts.email })
        .from(accounts)
        .where(inArray(accounts.role, [...VERIFIER_ROLES]))
        .orderBy(accounts.fullName, accounts.username),
    ]);

    const byRegion = new Map<string, PendingPaymentsRegion>();
    const regionRow = (name: string): PendingPaymentsRegion => {
      const key = name.trim().toLowerCase();
      let row = byRegion.get(key);
      if (!row) {
        const known = findRegion(name);
        row = { region: known?.name ?? name.trim(), group: known?.group ?? null, pending: 0, oldestSubmittedAt: null, verifiers: [] };
        byRegion.set(key, row);
      }
      return row;
    };
    for (const region of KVS_REGIONS) regionRow(region.name);
    for (const count of counts) Object.assign(regionRow(count.region), { pending: count.pending, oldestSubmittedAt: iso(count.oldest) });
    const superAdmins: PaymentVerifierPerson[] = [];
    for (const person of people) {
      if (person.role === 'super_admin') superAdmins.push(personOf(person));
      else if (person.region?.trim()) regionRow(person.region).verifiers.push(personOf(person));
    }

    const regions = [...byRegion.values()].sort((a, b) => b.pending - a.pending || a.region.localeCompare(b.region));
    const waiting = regions.map((r) => r.oldestSubmittedAt).filter((at): at is string => at !== null).sort();
    return { pending: regions.reduce((sum, r) => sum + r.pending, 0), oldestSubmittedAt: waiting[0] ?? null, regions, superAdmins };
  }
}

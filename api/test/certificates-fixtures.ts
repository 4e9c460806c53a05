/**
 * Fixtures of the certificates tests (issue 28): the batch body, waiting for a batch's job, and the
 * certificates of a school or team read straight from the database.
 */
import { CERTIFICATES_API, type CertificateBatch, type CertificateKind, type CertificateSelection } from '@hackathon/contracts';
import { eq, inArray } from 'drizzle-orm';
import type supertest from 'supertest';
import type { Db } from '../src/database';
import { certificates, teams } from '../src/database/schema';
import { bearer } from './teams-fixtures';

export const api = (path: string) => `/api${path}`;

export const batchBody = (kind: CertificateKind, selection: CertificateSelection, extra: Record<string, unknown> = {}) => ({ kind, selection, ...extra });

/** Polls the batch until its job is done or failed (at most `rounds` reads, 50 ms apart). */
export async function waitForBatch(request: () => ReturnType<typeof supertest>, adminToken: string, id: string, rounds = 1200): Promise<CertificateBatch> {
  let batch: CertificateBatch | undefined;
  for (let i = 0; i < rounds; i += 1) {
    const res = await request().get(api(CERTIFICATES_API.batch.path(id))).set(bearer(adminToken));
    batch = res.body.data as CertificateBatch;
    if (batch.state === 'done' || batch.state === 'failed') return batch;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`batch ${id} still ${batch?.state} (${batch?.rendered}/${batch?.total} rendered, ${batch?.notified}/${batch?.toNotify} told)`);
}

/** Only these teams are at phase 2 (every other team at phase 1). */
export async function onlyAtPhase2(db: Db, teamIds: string[]): Promise<void> {
  await db.update(teams).set({ currentPhase: 1 });
  await db.update(teams).set({ currentPhase: 2 }).where(inArray(teams.id, teamIds));
}

export function certificatesOfBatch(db: Db, batchId: string) {
  return db.select().from(certificates).where(eq(certificates.batchId, batchId));
}

/** supertest's parser for a binary answer (PDF, ZIP): the body as a Buffer. */
export { binaryBody } from './support';

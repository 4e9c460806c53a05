/**
 * Issue 28, certificates at the 10x data set: a participation certificate for every student
 * (about 118,000). Figures: the issue itself (preview, then every certificate row written in one
 * transaction), the background job's rate of PDFs made and stored while the process's memory stays
 * flat (sampled over a window; the whole run would take the better part of an hour on one core, so
 * its duration is projected from the rate), and one school's ZIP streamed as it is made.
 * Measured on the PostgreSQL server when there is one, else PGlite.
 */
import { CERTIFICATES_API, type CertificateBatch, type CertificateBatchPreview, type CertificateBatchResult } from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../api/src/database';
import type { Figure, Suite } from '../support/figures';
import { benchDatabaseUrl, bootWithDataset, log, timedAdminCall } from '../support/harness';

const ISSUE_TARGET_S = 30;
/** Heap growth over the job's window (after a forced collection): flat, not proportional to the batch. */
const FLAT_HEAP_MB = 20;
const ZIP_FIRST_BYTE_TARGET_S = 2;
const ZIP_GROWTH_TARGET_MB = 100;

const heapMb = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const round2 = (value: number) => Math.round(value * 100) / 100;

export const suite: Suite = async ({ smoke }) => {
  const scale = smoke ? 1 : 10;
  const windowS = smoke ? 8 : 120;
  const api = await bootWithDataset(scale, 'certificates', { databaseUrl: await benchDatabaseUrl() });
  try {
    const students = Number((await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from team_members`))[0]!.n);
    const input = { kind: 'participation', selection: {} };
    const preview = await timedAdminCall<CertificateBatchPreview>(api, 'POST', CERTIFICATES_API.issue.path(), input);
    const issued = await timedAdminCall<CertificateBatchResult>(api, 'POST', CERTIFICATES_API.issue.path(), { ...input, confirm: true, expectedCount: preview.data.count });
    const batchId = issued.data.batch._id;
    log(`certificates at scale ${scale} on ${api.database}: ${students} students; preview ${preview.seconds.toFixed(2)} s (${preview.data.count}); issued ${issued.seconds.toFixed(2)} s`);

    // the job runs in this process (an issue wakes it): sample its progress and our memory
    const progress = async () => (await timedAdminCall<CertificateBatch>(api, 'GET', CERTIFICATES_API.batch.path(batchId))).data;
    await sleep(3000); // past the first chunks: fonts loaded, pools warm
    const start = { at: performance.now(), rendered: (await progress()).rendered, heap: heapMb(), rss: rssMb() };
    const heaps: number[] = [start.heap];
    let last = start.rendered;
    while (performance.now() - start.at < windowS * 1000) {
      await sleep(1000);
      heaps.push(heapMb());
      last = (await progress()).rendered;
      if (last >= preview.data.count) break;
    }
    const seconds = (performance.now() - start.at) / 1000;
    const rate = (last - start.rendered) / seconds;
    const heapGrowth = Math.max(...heaps) - start.heap;
    log(`  heap every 10 s: ${heaps.filter((_, i) => i % 10 === 0).map((h) => h.toFixed(0)).join(', ')} MB`);
    const bytes = Number((await queryRows<{ n: number }>(api.db, sql`select coalesce(avg(size), 0)::int as n from certificate_files`))[0]!.n);
    log(`  job: ${last - start.rendered} PDFs in ${seconds.toFixed(1)} s = ${rate.toFixed(1)}/s; heap ${start.heap.toFixed(0)} -> max ${Math.max(...heaps).toFixed(0)} MB, rss ${start.rss.toFixed(0)} -> ${rssMb().toFixed(0)} MB; ${bytes} bytes a PDF`);
    log(`  projected: ${preview.data.count} certificates in ${(preview.data.count / rate / 60).toFixed(0)} min on one process`);

    // the school with the most students: its ZIP, as a school admin's browser reads it
    const [school] = await queryRows<{ code: string; n: number }>(
      api.db,
      sql`select school_code as code, count(*)::int as n from certificates group by school_code order by n desc, school_code limit 1`,
    );
    if (!school) throw new Error('no certificate was issued');
    const zipStart = performance.now();
    const zipRssBefore = rssMb();
    let zipRssPeak = zipRssBefore;
    const res = await fetch(`${api.base}${CERTIFICATES_API.schoolZip.path()}?schoolCode=${school.code}`, { headers: api.headersFor({ role: 'admin' }) });
    if (!res.ok || !res.body) throw new Error(`school ZIP: HTTP ${res.status}`);
    let firstByte = 0;
    let zipBytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (!firstByte) firstByte = (performance.now() - zipStart) / 1000;
      zipBytes += chunk.byteLength;
      zipRssPeak = Math.max(zipRssPeak, rssMb());
    }
    const zipSeconds = (performance.now() - zipStart) / 1000;
    log(`  ZIP of ${school.code} (${school.n} certificates): first byte ${firstByte.toFixed(2)} s, ${(zipBytes / 1024).toFixed(0)} KB in ${zipSeconds.toFixed(2)} s, rss +${(zipRssPeak - zipRssBefore).toFixed(0)} MB`);

    const figures: Figure[] = [
      { section: 6, figure: `certificates issued to every student (${preview.data.count} rows, one transaction)`, target: `< ${ISSUE_TARGET_S} s`, measured: round2(issued.seconds), unit: 's', pass: issued.seconds < ISSUE_TARGET_S, note: `preview ${preview.seconds.toFixed(2)} s; ${api.database}` },
      { section: 6, figure: `certificate PDFs made and stored by the job (${windowS} s window)`, target: 'reported', measured: round2(rate), unit: 'PDFs/s', pass: rate > 0, note: `${bytes} bytes each; all ${preview.data.count}: ~${(preview.data.count / Math.max(rate, 0.001) / 60).toFixed(0)} min` },
      { section: 6, figure: 'job: heap growth over the window (after GC)', target: `< ${FLAT_HEAP_MB} MB`, measured: round2(heapGrowth), unit: 'MB', pass: heapGrowth < FLAT_HEAP_MB },
      { section: 6, figure: `school ZIP streamed (${school.n} certificates): first byte`, target: `< ${ZIP_FIRST_BYTE_TARGET_S} s`, measured: round2(firstByte), unit: 's', pass: firstByte < ZIP_FIRST_BYTE_TARGET_S, note: `${(zipBytes / 1024).toFixed(0)} KB in ${zipSeconds.toFixed(2)} s` },
      { section: 6, figure: 'school ZIP: memory growth while streaming', target: `< ${ZIP_GROWTH_TARGET_MB} MB`, measured: round2(zipRssPeak - zipRssBefore), unit: 'MB', pass: zipRssPeak - zipRssBefore < ZIP_GROWTH_TARGET_MB },
    ];
    return figures;
  } finally {
    await api.close();
  }
};

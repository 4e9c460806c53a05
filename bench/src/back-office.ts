/**
 * The region admin, super admin, payment verification and schedule benchmark (issue 7): the
 * national data set at 10x, then, over HTTP as a region admin (the largest region) and as the
 * super admin: every list, summary and stats endpoint (a first page, a searched page, a filter),
 * the overviews' transfer size, and the exports streamed to the end.
 *
 *   npm run bench:back-office -w @hackathon/bench -- [--scale 10] [--runs 30]
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../api/src/database';
import { bootWithDataset, log, measureCases, measureExport, parseArgs, runBench, type Case } from './support/harness';

/** Paths measured for both a region admin and the super admin (the scope is the token's). */
const SHARED: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'dashboard (stats)', path: '/region-admin/dashboard' },
  { label: 'summary', path: '/region-admin/summary' },
  { label: 'summary search "kv"', path: '/region-admin/summary?search=kv' },
  { label: 'summary search "10" + payment + mentors', path: '/region-admin/summary?search=10&payment=submitted&mentors=with' },
  { label: 'summary category=both sort=totalStudents', path: '/region-admin/summary?category=both&sort=totalStudents&order=desc' },
  { label: 'schools', path: '/region-admin/schools' },
  { label: 'schools search "pm shri"', path: '/region-admin/schools?search=pm%20shri' },
  { label: 'teams', path: '/region-admin/teams' },
  { label: 'teams search "falcons"', path: '/region-admin/teams?search=falcons' },
  { label: 'students', path: '/region-admin/students' },
  { label: 'students search "sharma"', path: '/region-admin/students?search=sharma' },
  { label: 'mentors search "kumar"', path: '/region-admin/mentors?search=kumar' },
  { label: 'registrations search "gupta"', path: '/region-admin/registrations?search=gupta' },
  { label: 'schooltimes', path: '/region-admin/schooltimes' },
  { label: 'schooltimes search "kv"', path: '/region-admin/schooltimes?search=kv' },
  { label: 'schooltimes/filters', path: '/region-admin/schooltimes/filters' },
  { label: 'payments list', path: '/payment-verification/list' },
  { label: 'payments list submitted + search "kv"', path: '/payment-verification/list?status=submitted&search=kv' },
  { label: 'payments list search "hack25"', path: '/payment-verification/list?search=hack25' },
  { label: 'payments stats', path: '/payment-verification/stats' },
];

runBench('bench:back-office', async () => {
  const args = parseArgs(process.argv.slice(2));
  const api = await bootWithDataset(args.scale, 'back-office');
  try {
    const [largest] = await queryRows<{ region: string; n: number }>(
      api.db,
      sql`select region, count(*)::int as n from schools group by region order by n desc, region limit 1`,
    );
    if (!largest) throw new Error('the data set has no schools');
    const superAdmin = api.headersFor({ role: 'super_admin' });
    const regionAdmin = api.headersFor({ role: 'region_admin', region: largest.region });
    log(`region admin of ${largest.region} (${largest.n} schools); super admin over every region`);
    const cases: Case[] = [
      ...SHARED.map((c) => ({ label: `region ${c.label}`, path: c.path, headers: regionAdmin })),
      ...SHARED.map((c) => ({ label: `super  ${c.label}`, path: c.path, headers: superAdmin })),
    ];
    await measureCases(api.base, cases, args.runs);
    log('');
    log('the super admin overview = dashboard (stats) + the first summary page: see the KB column of those two rows');
    log('');
    await measureExport(api.base, 'students (super admin, region export)', '/region-admin/export?type=students', superAdmin);
    await measureExport(api.base, `students (region ${largest.region})`, '/region-admin/export?type=students', regionAdmin);
    await measureExport(api.base, 'school summary (super admin)', '/region-admin/summary/export', superAdmin);
    await measureExport(api.base, 'payment verification (super admin)', '/payment-verification/export', superAdmin);
    await measureExport(api.base, 'schedule & attendance (super admin)', '/region-admin/schooltimes/export', superAdmin);
  } finally {
    await api.close();
  }
});

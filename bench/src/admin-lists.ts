/**
 * The admin lists benchmark: the national data set at 10x (about 10,500 schools, 27,000 teams and
 * 115,000 students), then, over HTTP as the admin:
 *
 *   - each list endpoint (page 1 of 50): no search, a selective search, a common search, a filter
 *   - each list's /counters
 *   - the CSV export of all students (rows/s, peak RSS while it streams)
 *
 *   npm run bench:lists -w @hackathon/bench -- [--scale 10] [--runs 30]
 */
import { bootWithDataset, measureCases, measureExport, parseArgs, runBench, type Case } from './support/harness';

/** Every list with no search, a selective search, a common search, and a filter; then the counters. */
const CASES: ReadonlyArray<Omit<Case, 'headers'>> = [
  { label: 'teams', path: '/admin/teams' },
  { label: 'teams  search "falcons"', path: '/admin/teams?search=falcons' },
  { label: 'teams  search "kv"', path: '/admin/teams?search=kv' },
  { label: 'teams  search "agra" + status', path: '/admin/teams?search=agra&status=ACTIVE' },
  { label: 'students', path: '/admin/students' },
  { label: 'students search "sharma"', path: '/admin/students?search=sharma' },
  { label: 'students search "priya s"', path: '/admin/students?search=priya%20s' },
  { label: 'students search "mathura" + class', path: '/admin/students?search=mathura&class=11' },
  { label: 'schools', path: '/admin/schools' },
  { label: 'schools search "jaipur"', path: '/admin/schools?search=jaipur' },
  { label: 'schools search "pm shri"', path: '/admin/schools?search=pm%20shri' },
  { label: 'schools activity=low (score filter)', path: '/admin/schools?activity=low' },
  { label: 'schools sort=activityScore', path: '/admin/schools?sort=activityScore&order=desc' },
  { label: 'mentors', path: '/admin/mentors' },
  { label: 'mentors search "kumar"', path: '/admin/mentors?search=kumar' },
  { label: 'mentors search "pgt"', path: '/admin/mentors?search=pgt' },
  { label: 'mentors assign modal (school, active)', path: '/admin/mentors?schoolCode=1001&status=active&limit=100' },
  { label: 'registrations', path: '/admin/registrations' },
  { label: 'registrations search "gupta"', path: '/admin/registrations?search=gupta' },
  { label: 'registrations search "pradesh"', path: '/admin/registrations?search=pradesh' },
  { label: 'registrations payment + region', path: '/admin/registrations?paymentStatus=submitted&region=North' },
  { label: 'teams/counters', path: '/admin/teams/counters' },
  { label: 'students/counters', path: '/admin/students/counters' },
  { label: 'schools/counters', path: '/admin/schools/counters' },
  { label: 'mentors/counters', path: '/admin/mentors/counters' },
  { label: 'registrations/counters', path: '/admin/registrations/counters' },
  { label: 'stats/comprehensive', path: '/admin/stats/comprehensive' },
];

runBench('bench:lists', async () => {
  const args = parseArgs(process.argv.slice(2));
  const api = await bootWithDataset(args.scale, 'lists');
  try {
    const headers = api.headersFor({ role: 'admin' });
    await measureCases(api.base, CASES.map((c) => ({ ...c, headers })), args.runs);
    await measureExport(api.base, 'students', '/admin/export?type=students', headers);
  } finally {
    await api.close();
  }
});

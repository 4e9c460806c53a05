import type { PaymentStatus, RegionDashboardData, RegionDashboardStats, RegionSchoolSummary } from '@hackathon/contracts';

const STAT_KEYS: (keyof RegionDashboardStats)[] = [
  'schools',
  'teams',
  'registrations',
  'mentors',
  'activeTeams',
  'pendingRegistrations',
  'approvedRegistrations',
];

function count(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function toSchool(raw: unknown): RegionSchoolSummary {
  const row = record(raw);
  const jrTeams = count(row.jrTeams);
  const srTeams = count(row.srTeams);
  const status = text(row.paymentStatus);
  return {
    kvCode: text(row.kvCode ?? row.schoolCode),
    kvName: text(row.kvName ?? row.schoolName),
    registered: row.registered === true,
    mentors: count(row.mentors),
    jrTeams,
    srTeams,
    totalTeams: row.totalTeams === undefined ? jrTeams + srTeams : count(row.totalTeams),
    totalStudents: count(row.totalStudents),
    paymentStatus: status ? (status as PaymentStatus) : null,
  };
}

/** GET /region-admin/dashboard `data`, with every count a number and every school row complete. */
export function readRegionDashboard(data: unknown): RegionDashboardData {
  const source = record(data);
  const rawStats = record(source.stats);
  const stats = {} as RegionDashboardStats;
  for (const key of STAT_KEYS) stats[key] = count(rawStats[key]);
  const region = text(source.region).trim();
  return {
    stats,
    region: region || null,
    schools: Array.isArray(source.schools) ? source.schools.map(toSchool) : [],
  };
}

import type { HeadlineCountKey, SiteContent } from '@hackathon/contracts';
import { countDistinct, count, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { registrations, schools, teams } from '../../database/schema';

/** Counted at most this often per process: the landing page is the event morning's busiest read. */
const LIVE_COUNTS_TTL_MS = 60_000;

let cached: { at: number; counts: Record<HeadlineCountKey, number> } | null = null;

async function countNow(db: Db): Promise<Record<HeadlineCountKey, number>> {
  const [registered] = await db
    .select({ schools: count(registrations.id), zones: countDistinct(schools.zone) })
    .from(registrations)
    .innerJoin(schools, eq(schools.code, registrations.schoolCode));
  const [formed] = await db.select({ teams: count(teams.id) }).from(teams);
  return { schools: registered?.schools ?? 0, teams: formed?.teams ?? 0, zones: registered?.zones ?? 0 };
}

/**
 * The headline counts as shown: an `announced` count is the organisers' number, a `live` one the
 * database's (registered schools, teams formed, zones with a registered school).
 */
export async function liveHeadlineCounts(db: Db, stats: SiteContent['stats']): Promise<SiteContent['stats']> {
  const live = (Object.keys(stats) as HeadlineCountKey[]).filter((key) => stats[key].mode === 'live');
  if (live.length === 0) return stats;
  if (!cached || Date.now() - cached.at > LIVE_COUNTS_TTL_MS) cached = { at: Date.now(), counts: await countNow(db) };
  const counts = cached.counts;
  return Object.fromEntries(Object.entries(stats).map(([key, value]) => [key, value.mode === 'live' ? { mode: 'live', value: counts[key as HeadlineCountKey] } : value])) as SiteContent['stats'];
}

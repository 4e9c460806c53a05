import { CERTIFICATE_KIND_HOLDER, type CertificateHolderType, type CertificateKind, type CertificateSelection } from '@hackathon/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Who qualifies for a batch, as SQL (issue 28): the teams the selection names (phase reached,
 * active only, category, regions and zones of their schools, school codes, Team IDs), then the
 * holders of the kind: every member of those teams, the distinct mentors assigned to them, or the
 * distinct schools that have one (a student is its team and student ID, a mentor its record, a school
 * its code). Each holder row carries the snapshot a certificate prints and the
 * holder's language (a student's team's, a mentor's account's, a school's school admin's; English
 * when never chosen). Columns: holder_ref, holder_name, school_code, school_name, region, zone,
 * team_ref, team_code, team_name, language.
 */
/**
 * A student as a holder: the team and the student ID the school gave (unique in a team), on
 * `team_members m join teams t`. Not the member row's id: a team edit writes its members anew.
 */
export const STUDENT_HOLDER_REF = sql.raw(`t.id::text || ':' || upper(m.student_id)`);

export function holdersOf(kind: CertificateKind, selection: CertificateSelection): SQL {
  const teamsWhere = teamCondition(selection);
  switch (CERTIFICATE_KIND_HOLDER[kind]) {
    case 'student':
      return sql`select ${STUDENT_HOLDER_REF} as holder_ref, m.name as holder_name, t.school_code, s.name as school_name, s.region, s.zone,
          t.id as team_ref, t.team_id as team_code, t.team_name, coalesce(t.language, 'en') as language
        from team_members m join teams t on t.id = m.team_id join schools s on s.code = t.school_code
        where ${teamsWhere}`;
    case 'mentor':
      return sql`select mt.id::text as holder_ref, mt.name as holder_name, mt.school_code, ms.name as school_name, ms.region, ms.zone,
          null::uuid as team_ref, null::text as team_code, null::text as team_name, coalesce(ma.language, 'en') as language
        from mentors mt join schools ms on ms.code = mt.school_code left join accounts ma on ma.mentor_id = mt.id
        where mt.id in (select t.assigned_mentor_id from teams t join schools s on s.code = t.school_code where ${teamsWhere} and t.assigned_mentor_id is not null)`;
    case 'school':
      return sql`select ss.code as holder_ref, ss.name as holder_name, ss.code as school_code, ss.name as school_name, ss.region, ss.zone,
          null::uuid as team_ref, null::text as team_code, null::text as team_name,
          coalesce((select sa.language from accounts sa where sa.role = 'school_admin' and sa.school_code = ss.code limit 1), 'en') as language
        from schools ss
        where ss.code in (select t.school_code from teams t join schools s on s.code = t.school_code where ${teamsWhere})`;
  }
}

/** The selection's teams, on `teams t join schools s`. */
function teamCondition(selection: CertificateSelection): SQL {
  const parts: SQL[] = [sql`t.current_phase >= ${selection.minPhase ?? 1}`];
  if (selection.activeOnly) parts.push(sql`t.status = 'ACTIVE'`);
  if (selection.category) parts.push(sql`t.category = ${selection.category}`);
  if (selection.regions?.length) parts.push(sql`lower(s.region) = any(${sql.param(selection.regions.map((r) => r.toLowerCase()))}::text[])`);
  if (selection.zones?.length) parts.push(sql`s.zone = any(${sql.param(selection.zones)}::text[])`);
  if (selection.schoolCodes?.length) parts.push(sql`t.school_code = any(${sql.param(selection.schoolCodes)}::text[])`);
  if (selection.teamIds?.length) parts.push(sql`upper(t.team_id) = any(${sql.param(selection.teamIds.map((id) => id.toUpperCase()))}::text[])`);
  return sql.join(parts, sql` and `);
}

/**
 * The holders with what a batch would do for each: 'new' (no valid certificate of the kind),
 * 'renamed' (a valid one under another name: the new one supersedes it) or 'held' (left alone).
 */
export function classifiedHolders(kind: CertificateKind, selection: CertificateSelection): SQL {
  const holderType: CertificateHolderType = CERTIFICATE_KIND_HOLDER[kind];
  return sql`select h.*, case when prev.id is null then 'new' when prev.holder_name <> h.holder_name then 'renamed' else 'held' end as change
    from (${holdersOf(kind, selection)}) as h
    left join certificates prev on prev.kind = ${kind} and prev.holder_type = ${holderType} and prev.holder_ref = h.holder_ref and prev.status = 'valid'`;
}

/** The columns of a holder row. */
export type HolderRow = {
  holder_ref: string;
  holder_name: string;
  school_code: string;
  school_name: string;
  region: string;
  zone: string;
  team_ref: string | null;
  team_code: string | null;
  team_name: string | null;
  language: 'en' | 'hi';
  change: 'new' | 'renamed' | 'held';
};

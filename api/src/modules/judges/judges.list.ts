import { type Judge, type MentorAccountState, type Paginated, type AdminJudgeSort } from '@hackathon/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { regionCondition } from '../../common/paging';
import type { DbOrTx } from '../../database';
import { accounts, judges, schools } from '../../database/schema';
import { iso, listPage, matchOwn, search, toMentorAccount, type ListSorting, type SearchPart } from '../../kernel';
import type { AdminJudgesQueryDto } from './dto/judges-query.dto';

/*
 * The judges as the admin's list shows them: each with its school's name and the state of the
 * portal account bound to it (accounts.judge_id, unique: a left join adds at most one row), in the
 * states a mentor's account has (the same derivation as kernel/mentor-account.ts, over the joined row).
 */

/** not_invited (no account), disabled, active (a password set through the invitation) or invited. */
const accountState: SQL<MentorAccountState> = sql<MentorAccountState>`(case
  when ${accounts.id} is null then 'not_invited'
  when ${accounts.disabledAt} is not null then 'disabled'
  when ${accounts.emailVerifiedAt} is not null then 'active'
  else 'invited' end)`;

const COLUMNS = {
  id: judges.id,
  name: judges.name,
  email: judges.email,
  organisation: judges.organisation,
  expertise: judges.expertise,
  homeRegion: judges.homeRegion,
  schoolCode: judges.schoolCode,
  schoolName: schools.name,
  isActive: judges.isActive,
  createdAt: judges.createdAt,
  updatedAt: judges.updatedAt,
  // the columns toMentorAccount reads
  accountState,
  accountInvitedAt: accounts.invitedAt,
  accountLastSignInAt: accounts.lastSignInAt,
};

const SORTING: ListSorting<AdminJudgeSort> = {
  sortable: {
    name: sql`lower(${judges.name})`,
    createdAt: judges.createdAt,
    homeRegion: judges.homeRegion,
  },
  defaultSort: { key: 'name', order: 'asc' },
  tiebreaker: judges.id,
};

/** Search over the judge's name, email, organisation and expertise. */
const SEARCH: readonly SearchPart[] = [matchOwn(judges.id, 'js', [judges.name, judges.email, judges.organisation, judges.expertise])];

function where(q: AdminJudgesQueryDto, searched: SQL | undefined): SQL | undefined {
  return and(
    searched,
    regionCondition(judges.homeRegion, q.homeRegion),
    q.accountState ? sql`${accountState} = ${q.accountState}` : undefined,
    q.isActive ? eq(judges.isActive, q.isActive === 'true') : undefined,
  );
}

/** The judges with their school (a left join: most judges teach at none) and bound account. */
function select(db: DbOrTx, condition: SQL | undefined) {
  return db
    .select(COLUMNS)
    .from(judges)
    .leftJoin(schools, eq(schools.code, judges.schoolCode))
    .leftJoin(accounts, eq(accounts.judgeId, judges.id))
    .where(condition)
    .$dynamic();
}

type JudgeListRow = Awaited<ReturnType<typeof select>>[number];

function toJudge(r: JudgeListRow): Judge {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    organisation: r.organisation,
    expertise: r.expertise,
    homeRegion: r.homeRegion ?? null,
    schoolCode: r.schoolCode ?? null,
    schoolName: r.schoolName ?? null,
    isActive: r.isActive,
    account: toMentorAccount(r),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

/** `GET /admin/judges`: one page, searched, filtered and sorted with the list kit. */
export async function judgesPage(db: DbOrTx, q: AdminJudgesQueryDto): Promise<Paginated<Judge>> {
  const found = await search(db, q.search, SEARCH);
  const listed = (searched: SQL | undefined) => select(db, where(q, searched));
  return listPage(db, listed(found?.condition), q, SORTING, (rows) => rows.map(toJudge), found && { atMost: found.atMost, query: listed(found.forCount) });
}

/** One judge as the list shows it, or null. */
export async function readJudge(db: DbOrTx, judgeUuid: string): Promise<Judge | null> {
  const [row] = await select(db, eq(judges.id, judgeUuid)).limit(1);
  return row ? toJudge(row) : null;
}

import { BadRequestException } from '@nestjs/common';
import { paginationOf, PAGING_MSG, type Paginated, type SortOrder } from '@hackathon/contracts';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../database/db';

/** Where a list may be sorted: the public sort key -> the column or expression behind it. */
export type SortMap<TSort extends string> = Readonly<Record<TSort, AnyColumn | SQL>>;

export interface PaginateOptions<TQuery extends PgSelect, TSort extends string> {
  /**
   * The list's rows: `db.select({...}).from(t).leftJoin(...).where(and(scope, search, filters)).$dynamic()`,
   * without ORDER BY, LIMIT or OFFSET (paginate adds them, and counts the same query).
   */
  query: TQuery;
  page: number;
  limit: number;
  /** The whitelist of sort keys; a key outside it is a 400, never raw SQL. */
  sortable: SortMap<TSort>;
  sort?: TSort | string;
  order?: SortOrder;
  /** Used when the caller names no sort. */
  defaultSort: { key: TSort; order: SortOrder };
  /**
   * A unique column appended to every ORDER BY: without it rows with equal sort values come back
   * in any order, and the same row can appear on two pages while another appears on none.
   */
  tiebreaker: AnyColumn;
  /**
   * For a query that selects `count(*) over ()` itself (a list that reads every matching row to
   * sort it anyway): reads the total from a row of the page instead of counting in a second pass.
   */
  totalOf?: (row: RowOf<TQuery>) => number;
}

export type RowOf<TQuery extends PgSelect> = Awaited<TQuery>[number];

/**
 * One page of a list, with its total, in at most two statements: the page, then a count of the
 * same query (as a subquery, so joins, scope and filters are counted exactly as listed). The count
 * is skipped when the page itself tells the total (a short page), which is the common case for a
 * search.
 */
export async function paginate<TQuery extends PgSelect, TSort extends string>(
  db: DbOrTx,
  options: PaginateOptions<TQuery, TSort>,
): Promise<Paginated<RowOf<TQuery>>> {
  const { query, page, limit, sortable, tiebreaker } = options;
  const sortKey = options.sort ?? options.defaultSort.key;
  if (!Object.prototype.hasOwnProperty.call(sortable, sortKey)) {
    throw new BadRequestException(PAGING_MSG.sort(Object.keys(sortable)));
  }
  const order = options.order ?? (options.sort ? 'asc' : options.defaultSort.order);
  const sortBy = sortable[sortKey as TSort];
  const direction = order === 'desc' ? desc : asc;

  // rendered now, before orderBy/limit/offset are added to the (mutable) builder
  const listed = query.getSQL();
  const countQuery = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(sql`(${listed}) as paged_list`);

  const offset = (page - 1) * limit;
  const items = (await query.orderBy(direction(sortBy), asc(tiebreaker)).limit(limit).offset(offset)) as RowOf<TQuery>[];

  let total: number;
  if (items.length > 0 && options.totalOf) total = options.totalOf(items[0]!);
  else if (items.length > 0 && items.length < limit) total = offset + items.length;
  else if (items.length === 0 && page === 1) total = 0;
  else total = (await countQuery)[0]?.total ?? 0;

  return { items, pagination: paginationOf(page, limit, total) };
}

import { PgDialect } from 'drizzle-orm/pg-core';
import { schools } from '../../database/schema';
import { escapeLike, searchCondition } from './search';

describe('escapeLike', () => {
  it("escapes LIKE's wildcards and its escape character, and nothing else", () => {
    expect(escapeLike('100%_done\\')).toBe('100\\%\\_done\\\\');
    expect(escapeLike("KV O'Neil")).toBe("KV O'Neil");
  });
});

describe('searchCondition', () => {
  const dialect = new PgDialect();

  it('ORs an ILIKE per column with the term bound as a parameter, never spliced into the SQL', () => {
    const condition = searchCondition([schools.name, schools.district], " Delhi'; drop table x; -- ");
    const query = dialect.sqlToQuery(condition!);
    expect(query.sql).toBe('("schools"."name" ilike $1 or "schools"."district" ilike $2)');
    expect(query.params).toEqual(["%Delhi'; drop table x; --%", "%Delhi'; drop table x; --%"]);
  });

  it('is undefined for a blank or missing term, or no columns', () => {
    expect(searchCondition([schools.name], '  ')).toBeUndefined();
    expect(searchCondition([schools.name], undefined)).toBeUndefined();
    expect(searchCondition([], 'x')).toBeUndefined();
  });
});

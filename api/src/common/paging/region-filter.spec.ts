import { PgDialect } from 'drizzle-orm/pg-core';
import { schools } from '../../database/schema';
import { regionCondition, regionMatches } from './region-filter';

describe('regionCondition', () => {
  const dialect = new PgDialect();

  it("keeps a group's regions (any case), as bound parameters", () => {
    const query = dialect.sqlToQuery(regionCondition(schools.region, 'northEAST')!);
    expect(query.sql).toBe('lower("schools"."region") in ($1, $2, $3)');
    expect(query.params).toEqual(['guwahati', 'silchar', 'tinsukia']);
  });

  it('keeps one region by name (any case); no value is no condition', () => {
    const query = dialect.sqlToQuery(regionCondition(schools.region, 'DELHI')!);
    expect(query.sql).toBe('lower("schools"."region") = $1');
    expect(query.params).toEqual(['delhi']);
    expect(regionCondition(schools.region, undefined)).toBeUndefined();
    expect(regionCondition(schools.region, '')).toBeUndefined();
  });
});

describe('regionMatches', () => {
  it('applies the same rule to a value already read', () => {
    expect(regionMatches('North', 'Agra')).toBe(true);
    expect(regionMatches('north', 'Chennai')).toBe(false);
    expect(regionMatches('Northeast', 'guwahati')).toBe(true);
    expect(regionMatches('Delhi', 'delhi')).toBe(true);
    expect(regionMatches('Delhi', 'Agra')).toBe(false);
    expect(regionMatches(undefined, 'Agra')).toBe(true);
  });
});

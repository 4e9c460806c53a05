import { randomBytes } from 'node:crypto';
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgDialect, PgTable, pgTable, integer, text, unique } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { openDatabase, readMigrations, runMigrations, type DatabaseHandle, type SqlClient } from '../src/database';
import * as schema from '../src/database/schema';
import { MIGRATIONS_DIR } from '../src/paths';

/**
 * The Drizzle schema (api/src/database/schema, what the code queries) and the SQL migrations
 * (api/migrations, what the database is) are written by hand side by side; this test keeps them
 * honest. It applies every migration to a fresh database and compares, table by table: each
 * column's name, SQL type, nullability and whether it has a default, and the primary and unique
 * keys (constraints and unique indexes, partial or on expressions). A table the migrations create
 * that the schema does not know fails it too.
 */

jest.setTimeout(120_000);

/** Tables that belong to the machinery, not to the schema. */
const NOT_IN_SCHEMA = new Set(['schema_migrations']);

/** One table as both sides describe it: comparable lines. */
interface TableShape {
  columns: string[];
  keys: string[];
}

/* ------------------------------ the Drizzle side ------------------------------ */

const dialect = new PgDialect();

/** Spellings that mean the same SQL type. */
function normaliseType(type: string): string {
  const t = type.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\s*\(\s*/g, '(').replace(/\s*,\s*/g, ',');
  const aliases: Record<string, string> = {
    serial: 'integer',
    smallserial: 'smallint',
    bigserial: 'bigint',
    int: 'integer',
    int4: 'integer',
    int2: 'smallint',
    int8: 'bigint',
    bool: 'boolean',
    timestamptz: 'timestamp with time zone',
    timestamp: 'timestamp without time zone',
    time: 'time without time zone',
    decimal: 'numeric',
    float8: 'double precision',
    float4: 'real',
  };
  return aliases[t] ?? t.replace(/^varchar/, 'character varying').replace(/^char\(/, 'character(').replace(/^timestamp\((\d+)\)$/, 'timestamp($1) without time zone');
}

/** A key part as text: a column name or an expression, without quotes, table prefixes or spaces. */
function normaliseKeyPart(part: string): string {
  return part
    .replace(/"[^"]+"\./g, '')
    .replace(/"/g, '')
    .replace(/::[a-z ]+/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

function keyLine(kind: 'primary key' | 'unique', parts: string[], partial = false): string {
  const sorted = kind === 'unique' ? [...parts].sort() : parts;
  return `${kind} (${sorted.join(', ')})${partial ? ' where ...' : ''}`;
}

function columnLine(name: string, type: string, notNull: boolean, hasDefault: boolean): string {
  return `${name} ${normaliseType(type)} ${notNull ? 'not null' : 'null'}${hasDefault ? ' default' : ''}`;
}

/** What the Drizzle definition of a table says. */
function schemaShape(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const columns = config.columns.map((c) =>
    // a JS-side $defaultFn is not a database default; serials, identities and generated columns
    // (their expression is kept where defaults are) are
    columnLine(
      c.name,
      c.getSQLType(),
      c.notNull,
      c.default !== undefined || /serial/i.test(c.getSQLType()) || Boolean(c.generatedIdentity) || Boolean(c.generated),
    ),
  );
  const keys: string[] = [];
  const primary = config.columns.filter((c) => c.primary).map((c) => c.name);
  if (primary.length > 0) keys.push(keyLine('primary key', primary));
  for (const pk of config.primaryKeys) keys.push(keyLine('primary key', pk.columns.map((c) => c.name)));
  for (const c of config.columns) if (c.isUnique) keys.push(keyLine('unique', [c.name]));
  for (const u of config.uniqueConstraints) keys.push(keyLine('unique', u.columns.map((c) => c.name)));
  for (const index of config.indexes) {
    if (!index.config.unique) continue;
    const parts = index.config.columns.map((part) => {
      if (is(part, SQL)) return normaliseKeyPart(dialect.sqlToQuery(part, 'indexes').sql);
      if (is(part, IndexedColumn)) return normaliseKeyPart(part.name ?? '');
      return normaliseKeyPart(String((part as { name?: string }).name ?? ''));
    });
    keys.push(keyLine('unique', parts, index.config.where !== undefined));
  }
  return { columns: columns.sort(), keys: keys.sort() };
}

/** Every table the schema module exports, by name. */
function schemaTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) tables.set(getTableConfig(value).name, value);
  }
  return tables;
}

/* ----------------------------- the database side ------------------------------ */

/** The key parts of `CREATE [UNIQUE] INDEX name ON t USING btree (a, lower(b)) WHERE ...`. */
function indexParts(definition: string): string[] {
  const start = definition.indexOf('(', definition.indexOf(' USING '));
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = start + 1; i < definition.length; i++) {
    const ch = definition[i]!;
    if (ch === '(') depth++;
    if (ch === ')') {
      if (depth === 0) break;
      depth--;
    }
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts.map(normaliseKeyPart);
}

/** What the migrated database says, for every table of the current schema. */
async function databaseShapes(client: SqlClient): Promise<Map<string, TableShape>> {
  const columns = await client.query<{ table_name: string; column_name: string; type: string; not_null: boolean; has_default: boolean }>(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as not_null, (a.atthasdef or a.attidentity <> '') as has_default
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`);
  const indexes = await client.query<{ table_name: string; is_primary: boolean; definition: string; partial: boolean }>(`
    select c.relname as table_name, i.indisprimary as is_primary, pg_get_indexdef(i.indexrelid) as definition,
           (i.indpred is not null) as partial
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') and i.indisunique`);
  const shapes = new Map<string, TableShape>();
  const shapeOf = (name: string) => shapes.get(name) ?? shapes.set(name, { columns: [], keys: [] }).get(name)!;
  for (const c of columns) shapeOf(c.table_name).columns.push(columnLine(c.column_name, c.type, c.not_null, c.has_default));
  for (const i of indexes) shapeOf(i.table_name).keys.push(keyLine(i.is_primary ? 'primary key' : 'unique', indexParts(i.definition), i.partial));
  for (const shape of shapes.values()) {
    shape.columns.sort();
    shape.keys.sort();
  }
  return shapes;
}

/* -------------------------------- comparison ---------------------------------- */

/** Every disagreement, worded for the person who has to fix it (empty when they agree). */
function compareShapes(fromSchema: Map<string, TableShape>, fromDatabase: Map<string, TableShape>): string[] {
  const problems: string[] = [];
  for (const [table, want] of fromSchema) {
    const have = fromDatabase.get(table);
    if (!have) {
      problems.push(`table ${table}: in the Drizzle schema, but no migration creates it`);
      continue;
    }
    const columnName = (line: string) => line.split(' ')[0]!;
    for (const line of want.columns.filter((l) => !have.columns.includes(l))) {
      const actual = have.columns.find((l) => columnName(l) === columnName(line));
      problems.push(actual ? `table ${table}: column differs: schema says "${line}", database has "${actual}"` : `table ${table}: column "${line}" is in the schema but not in the database`);
    }
    for (const line of have.columns.filter((l) => !want.columns.includes(l))) {
      if (want.columns.some((l) => columnName(l) === columnName(line))) continue; // reported above
      problems.push(`table ${table}: column "${line}" is in the database but not in the schema`);
    }
    for (const key of want.keys.filter((k) => !have.keys.includes(k))) problems.push(`table ${table}: "${key}" is in the schema but not in the database`);
    for (const key of have.keys.filter((k) => !want.keys.includes(k))) problems.push(`table ${table}: "${key}" is in the database but not in the schema`);
  }
  for (const table of fromDatabase.keys()) {
    if (!fromSchema.has(table) && !NOT_IN_SCHEMA.has(table)) problems.push(`table ${table}: created by the migrations, but missing from the Drizzle schema`);
  }
  return problems;
}

/* ----------------------------------- tests ------------------------------------ */

/** A fresh database with every migration applied: in-memory PGlite, or a new schema on DATABASE_URL. */
async function freshMigratedDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const schemaName = url ? `schema_check_${process.pid}_${randomBytes(4).toString('hex')}` : null;
  const handle = await openDatabase(url ? { kind: 'postgres', url, schema: schemaName } : { kind: 'pglite', dataDir: null });
  const silent = { log: () => undefined, warn: () => undefined } as never;
  await handle.withClient((client) => runMigrations(client, readMigrations(MIGRATIONS_DIR), silent));
  const drop = async () => {
    await handle.close();
    if (!url || !schemaName) return;
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      await pool.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    } finally {
      await pool.end();
    }
  };
  return { handle, drop };
}

describe('the Drizzle schema and the migrations agree', () => {
  let database: Map<string, TableShape>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshMigratedDatabase();
    drop = fresh.drop;
    database = await fresh.handle.withClient(databaseShapes);
  });

  afterAll(() => drop());

  it('on every table: columns (name, type, nullability, default) and primary and unique keys', () => {
    const fromSchema = new Map([...schemaTables()].map(([name, table]) => [name, schemaShape(table)]));
    expect(fromSchema.size).toBeGreaterThan(10);
    expect(compareShapes(fromSchema, database)).toEqual([]);
  });

  it('names each kind of difference (the check can fail)', () => {
    // a schools table that forgot a column, typed another wrongly, invented a third and a key
    const drifted = pgTable(
      'schools',
      {
        code: text('code').primaryKey(),
        name: integer('name').notNull(),
        district: text('district').notNull().default('Unknown'),
        state: text('state').notNull().default('Unknown'),
        region: text('region'),
        zone: text('zone').notNull().default('N'),
        city: text('city').notNull().default(''),
        contactNumber: text('contact_number').notNull().default(''),
        nickname: text('nickname'),
      },
      (t) => [unique().on(t.name, t.city)],
    );
    const onlySchools = new Map([['schools', schemaShape(drifted)], ['ghosts', { columns: ['id uuid not null'], keys: [] }]]);
    const problems = compareShapes(onlySchools, new Map([...database].filter(([name]) => name === 'schools' || name === 'mentors')));
    expect(problems).toEqual(
      expect.arrayContaining([
        'table schools: column differs: schema says "name integer not null", database has "name text not null"',
        'table schools: column differs: schema says "region text null", database has "region text not null default"',
        'table schools: column "nickname text null" is in the schema but not in the database',
        'table schools: column "email text not null default" is in the database but not in the schema',
        'table schools: "unique (city, name)" is in the schema but not in the database',
        'table ghosts: in the Drizzle schema, but no migration creates it',
        'table mentors: created by the migrations, but missing from the Drizzle schema',
      ]),
    );
  });
});

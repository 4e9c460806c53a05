// Creates the CI database when it is missing. Usage: node ensure-database.mjs <admin-url> <name>
// Uses the `pg` client from the workspace, so no psql is needed.
import pg from 'pg';

const [adminUrl, name] = process.argv.slice(2);
if (!adminUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: node ensure-database.mjs <postgres://user@host:port/postgres> <database-name>');
  process.exit(2);
}

const client = new pg.Client({ connectionString: adminUrl });
try {
  await client.connect();
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) {
    await client.query(`CREATE DATABASE "${name}"`);
    console.log(`[ci] created database ${name}`);
  } else {
    console.log(`[ci] database ${name} exists`);
  }
} catch (error) {
  console.error(`[ci] cannot prepare database ${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}

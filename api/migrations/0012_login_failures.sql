-- 0012: sign-in failures per identifier and client address (issue 8, hardening). Replaces the
-- per-account counters of accounts/teams, which let anyone lock the back office out and answered
-- differently for unknown accounts. A row is keyed by the identifier as typed (normalised, prefixed
-- by the sign-in form: 'account:', 'admin:', 'team:', 'team-email:'), so unknown identifiers lock
-- exactly like known ones, and by the client address, so a stranger's failures lock the stranger.
-- The sum of one identifier's failures over all addresses is the global cap (see docs/operations.md
-- "Sessions and sign-in"); `known_until` marks an address that signed in successfully, which the
-- global cap lets through. Rows past `expires_at` and `known_until` are deleted periodically.

CREATE TABLE login_failures (
  subject_key  text NOT NULL,
  client_key   text NOT NULL,
  failures     integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  expires_at   timestamptz NOT NULL,
  known_until  timestamptz,
  PRIMARY KEY (subject_key, client_key)
);
CREATE INDEX login_failures_expires_at_idx ON login_failures (expires_at);

-- A new password (reset, change by the owner or an admin, seeding) lifts every lock on the
-- identifiers that reach the account or team, whoever sets it.
CREATE FUNCTION clear_login_failures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'teams' THEN
    DELETE FROM login_failures
     WHERE subject_key IN ('team:' || upper(NEW.team_id), 'team-email:' || lower(coalesce(NEW.team_email, '')));
  ELSE
    DELETE FROM login_failures
     WHERE subject_key IN ('account:' || lower(coalesce(NEW.email, '')), 'admin:' || lower(coalesce(NEW.email, '')),
                           'admin:' || lower(coalesce(NEW.username, '')));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER accounts_clear_login_failures AFTER UPDATE ON accounts FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash) EXECUTE FUNCTION clear_login_failures();
CREATE TRIGGER teams_clear_login_failures AFTER UPDATE ON teams FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash) EXECUTE FUNCTION clear_login_failures();

ALTER TABLE accounts DROP COLUMN failed_login_count, DROP COLUMN locked_until;
ALTER TABLE teams DROP COLUMN failed_login_count, DROP COLUMN locked_until;

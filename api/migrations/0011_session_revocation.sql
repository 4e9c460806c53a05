-- 0011: sessions can be revoked (issue 8, hardening). A bearer token is valid only if it was issued
-- at or after its subject's `session_floors.valid_after`. The floor moves forward, in the same
-- transaction as the change, whenever an account's or a team's password, role, region or school
-- changes, and to 'infinity' when the account or team is deleted (so the row outlives it). Triggers
-- keep it, so every code path that changes those columns (self-service, admin, reset, seeding) ends
-- the sessions issued before it without having to remember to.

CREATE TABLE session_floors (
  subject_id uuid PRIMARY KEY,
  valid_after timestamptz NOT NULL
);

CREATE FUNCTION raise_session_floor() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  floor_at timestamptz := CASE WHEN TG_OP = 'DELETE' THEN 'infinity'::timestamptz ELSE now() END;
  subject uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  INSERT INTO session_floors (subject_id, valid_after) VALUES (subject, floor_at)
  ON CONFLICT (subject_id) DO UPDATE SET valid_after = GREATEST(session_floors.valid_after, EXCLUDED.valid_after);
  RETURN NULL;
END $$;

CREATE TRIGGER accounts_session_floor_update AFTER UPDATE ON accounts FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.role IS DISTINCT FROM NEW.role
        OR OLD.region IS DISTINCT FROM NEW.region OR OLD.school_code IS DISTINCT FROM NEW.school_code)
  EXECUTE FUNCTION raise_session_floor();
CREATE TRIGGER accounts_session_floor_delete AFTER DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION raise_session_floor();

CREATE TRIGGER teams_session_floor_update AFTER UPDATE ON teams FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.school_code IS DISTINCT FROM NEW.school_code)
  EXECUTE FUNCTION raise_session_floor();
CREATE TRIGGER teams_session_floor_delete AFTER DELETE ON teams FOR EACH ROW EXECUTE FUNCTION raise_session_floor();

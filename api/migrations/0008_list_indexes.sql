-- Indexes of the admin lists (issue 6): paged lists searched with "case-insensitive substring"
-- (ILIKE '%term%', back-office spec section 5) over tens of thousands of rows.
--
-- A substring search cannot use a btree; a trigram index (pg_trgm, GIN) can. pg_trgm ships with
-- PostgreSQL (a trusted extension since 13) and with PGlite (loaded by api/src/database/connection.ts).
-- It is installed in `public` so that schemas sharing a database (tests, several deployments) share
-- one copy that no schema owns; the indexes name its operator class through that schema.
-- Each index keeps a small pending list (256 kB): PGlite runs no autovacuum to merge it, and a
-- search reads the whole pending list.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm WITH SCHEMA public;
    EXCEPTION WHEN unique_violation OR duplicate_object THEN
      NULL; -- another schema's migration installed it at the same moment
    END;
  END IF;
END $$;

DO $$
DECLARE
  ops text;
BEGIN
  SELECT quote_ident(n.nspname) || '.gin_trgm_ops' INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  -- students: name, student ID
  EXECUTE format('CREATE INDEX team_members_name_trgm_idx ON team_members USING gin (name %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX team_members_student_id_trgm_idx ON team_members USING gin (student_id %s) WITH (gin_pending_list_limit = 256)', ops);
  -- teams: team name, Team ID
  EXECUTE format('CREATE INDEX teams_team_name_trgm_idx ON teams USING gin (team_name %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX teams_team_id_trgm_idx ON teams USING gin (team_id %s) WITH (gin_pending_list_limit = 256)', ops);
  -- schools: code, name, district, region
  EXECUTE format('CREATE INDEX schools_code_trgm_idx ON schools USING gin (code %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX schools_name_trgm_idx ON schools USING gin (name %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX schools_district_trgm_idx ON schools USING gin (district %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX schools_region_trgm_idx ON schools USING gin (region %s) WITH (gin_pending_list_limit = 256)', ops);
  -- mentors: name, mentor ID, teacher ID, email, phone, school code
  EXECUTE format('CREATE INDEX mentors_name_trgm_idx ON mentors USING gin (name %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX mentors_mentor_id_trgm_idx ON mentors USING gin (mentor_id %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX mentors_teacher_id_trgm_idx ON mentors USING gin (teacher_id %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX mentors_email_trgm_idx ON mentors USING gin (email %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX mentors_contact_number_trgm_idx ON mentors USING gin (contact_number %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX mentors_school_code_trgm_idx ON mentors USING gin (school_code %s) WITH (gin_pending_list_limit = 256)', ops);
  -- registrations: email, contact number, school code, school name, district, state
  EXECUTE format('CREATE INDEX registrations_email_trgm_idx ON registrations USING gin (email %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX registrations_contact_number_trgm_idx ON registrations USING gin (contact_number %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX registrations_school_code_trgm_idx ON registrations USING gin (school_code %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX registrations_kv_name_trgm_idx ON registrations USING gin (kv_name %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX registrations_district_trgm_idx ON registrations USING gin (district %s) WITH (gin_pending_list_limit = 256)', ops);
  EXECUTE format('CREATE INDEX registrations_state_trgm_idx ON registrations USING gin (state %s) WITH (gin_pending_list_limit = 256)', ops);
END $$;

-- The planner prices ILIKE like an integer comparison (cost 1), so on tables of ten to thirty
-- thousand rows it prefers checking every row to reading a trigram index, although each ILIKE
-- (case folding, pattern match) costs far more: 30-50 ms per list on PGlite instead of 1-5 ms.
-- A truer price for ILIKE lets it choose the index. It is a planning hint only (results never
-- change) and needs a superuser, which PGlite's and the tests' connections are; without one the
-- lists still answer, by scanning.
DO $$
BEGIN
  IF (SELECT procost FROM pg_proc WHERE oid = 'pg_catalog.texticlike(text, text)'::regprocedure) < 100 THEN
    ALTER FUNCTION pg_catalog.texticlike(text, text) COST 100;
  END IF;
EXCEPTION WHEN insufficient_privilege OR internal_error THEN
  RAISE NOTICE 'ILIKE cost hint not set (%): the list searches may scan instead of using their trigram indexes', SQLERRM;
END $$;

-- A mentor's teams (assigned-team counts, the FULL badge, the teams search by mentor).
CREATE INDEX teams_assigned_mentor_idx ON teams (assigned_mentor_id) WHERE assigned_mentor_id IS NOT NULL;
-- The students list's default order (name, then id as the tiebreaker): a page without a sort.
CREATE INDEX team_members_name_idx ON team_members (name, id);
-- The mentors list's default order.
CREATE INDEX mentors_name_idx ON mentors (name, id);

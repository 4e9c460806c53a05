-- 0015: each school's figures, kept by the database (issue 8, section 2: every summary and stats
-- answer under 50 ms at ten times the national data set).
--
-- The Summary by School sorts ~10,000 schools by their students, teams or mentors, and the
-- overviews add the same figures up; grouping 27,000 teams, 14,000 mentors and 118,000 members on
-- every call was most of their time. One row per school that has (or had) teams or mentors; a
-- school without a row has none (read it as 0).
--
-- Kept by statement triggers on mentors, teams and team_members, in the same transaction as the
-- change: whatever code path writes them (registration, edits, the admin's actions, seeding, the
-- demo loader) keeps the figures right without remembering to. Each trigger counts the touched
-- schools again (one grouped pass over their mentors and teams) rather than adding deltas: a team
-- deleted with its members, or moved, needs no special case, and a figure can never drift.
--
-- participating_teams: teams whose status is ACTIVE, FINALIST or WINNER ("teams currently
-- participating", PARTICIPATING_STATUSES in api/src/modules/admin/admin-stats.ts: change both).
CREATE TABLE school_counts (
  school_code text PRIMARY KEY REFERENCES schools(code) ON DELETE CASCADE,
  mentors integer NOT NULL DEFAULT 0,
  teams integer NOT NULL DEFAULT 0,
  jr_teams integer NOT NULL DEFAULT 0,
  sr_teams integer NOT NULL DEFAULT 0,
  participating_teams integer NOT NULL DEFAULT 0,
  students integer NOT NULL DEFAULT 0
);

-- Counts the given schools again, in one grouped pass over their mentors and teams (students: the
-- team sizes team_member_counts keeps; its triggers on team_members fire before these, AFTER
-- triggers of one event firing in name order: team_members_count_* < team_members_school_counts_*).
-- The rows are locked (in code order) BEFORE counting, and the count is a new statement: two
-- transactions changing one school take turns, and the second counts with the first one's rows
-- committed (READ COMMITTED), so no change is lost.
CREATE FUNCTION school_counts_refresh(codes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(codes), 0) = 0 THEN RETURN; END IF;
  INSERT INTO school_counts (school_code)
    SELECT s.code FROM schools s WHERE s.code = ANY(codes) ORDER BY s.code
  ON CONFLICT (school_code) DO NOTHING;
  PERFORM 1 FROM school_counts WHERE school_code = ANY(codes) ORDER BY school_code FOR UPDATE;
  UPDATE school_counts c SET
    mentors = coalesce(m.n, 0), teams = coalesce(t.n, 0), jr_teams = coalesce(t.jr, 0), sr_teams = coalesce(t.sr, 0),
    participating_teams = coalesce(t.participating, 0), students = coalesce(t.students, 0)
  FROM unnest(codes) AS touched(code)
    LEFT JOIN (SELECT m.school_code, count(*)::int AS n FROM mentors m WHERE m.school_code = ANY(codes) GROUP BY m.school_code) m
      ON m.school_code = touched.code
    LEFT JOIN (SELECT t.school_code, count(*)::int AS n,
                      (count(*) FILTER (WHERE t.category = 'jr'))::int AS jr,
                      (count(*) FILTER (WHERE t.category = 'sr'))::int AS sr,
                      (count(*) FILTER (WHERE t.status IN ('ACTIVE', 'FINALIST', 'WINNER')))::int AS participating,
                      coalesce(sum(tc.members), 0)::int AS students
                 FROM teams t LEFT JOIN team_member_counts tc ON tc.team_id = t.id
                WHERE t.school_code = ANY(codes) GROUP BY t.school_code) t
      ON t.school_code = touched.code
  WHERE c.school_code = touched.code;
END $$;

-- mentors and teams added or removed: their schools
CREATE FUNCTION school_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(SELECT DISTINCT school_code FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION school_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(SELECT DISTINCT school_code FROM old_rows));
  RETURN NULL;
END $$;

-- an edit counts again only the schools whose figures it can change (a renamed mentor, a scored team: none)
CREATE FUNCTION school_counts_mentors_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(
    SELECT DISTINCT code FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.school_code), (n.school_code)) AS touched(code)
     WHERE o.school_code IS DISTINCT FROM n.school_code));
  RETURN NULL;
END $$;

CREATE FUNCTION school_counts_teams_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(
    SELECT DISTINCT code FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.school_code), (n.school_code)) AS touched(code)
     WHERE o.school_code IS DISTINCT FROM n.school_code OR o.category IS DISTINCT FROM n.category OR o.status IS DISTINCT FROM n.status));
  RETURN NULL;
END $$;

-- members: the schools of their teams (a team deleted with its members is counted by the teams trigger)
CREATE FUNCTION school_counts_members_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(SELECT DISTINCT t.school_code FROM teams t WHERE t.id IN (SELECT team_id FROM new_rows)));
  RETURN NULL;
END $$;

CREATE FUNCTION school_counts_members_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(SELECT DISTINCT t.school_code FROM teams t WHERE t.id IN (SELECT team_id FROM old_rows)));
  RETURN NULL;
END $$;

CREATE FUNCTION school_counts_members_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(
    SELECT DISTINCT t.school_code FROM teams t
     WHERE t.id IN (SELECT code FROM old_rows o JOIN new_rows n ON n.id = o.id,
                      LATERAL (VALUES (o.team_id), (n.team_id)) AS touched(code)
                     WHERE o.team_id IS DISTINCT FROM n.team_id)));
  RETURN NULL;
END $$;

-- a TRUNCATE has no transition rows: count every school again
CREATE FUNCTION school_counts_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(SELECT school_code FROM school_counts));
  RETURN NULL;
END $$;

-- team_member_counts (0013) had no TRUNCATE trigger: an emptied team_members empties it too (named
-- team_members_count_*, it fires before the school counts read it)
CREATE FUNCTION team_member_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM team_member_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER team_members_count_truncate AFTER TRUNCATE ON team_members
  FOR EACH STATEMENT EXECUTE FUNCTION team_member_counts_clear();

CREATE TRIGGER mentors_school_counts_insert AFTER INSERT ON mentors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_added();
CREATE TRIGGER mentors_school_counts_delete AFTER DELETE ON mentors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_removed();
CREATE TRIGGER mentors_school_counts_update AFTER UPDATE ON mentors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_mentors_changed();
CREATE TRIGGER mentors_school_counts_truncate AFTER TRUNCATE ON mentors
  FOR EACH STATEMENT EXECUTE FUNCTION school_counts_rebuild();

CREATE TRIGGER teams_school_counts_insert AFTER INSERT ON teams
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_added();
CREATE TRIGGER teams_school_counts_delete AFTER DELETE ON teams
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_removed();
CREATE TRIGGER teams_school_counts_update AFTER UPDATE ON teams
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_teams_changed();
CREATE TRIGGER teams_school_counts_truncate AFTER TRUNCATE ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION school_counts_rebuild();

CREATE TRIGGER team_members_school_counts_insert AFTER INSERT ON team_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_members_added();
CREATE TRIGGER team_members_school_counts_delete AFTER DELETE ON team_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_members_removed();
CREATE TRIGGER team_members_school_counts_update AFTER UPDATE ON team_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_members_moved();
CREATE TRIGGER team_members_school_counts_truncate AFTER TRUNCATE ON team_members
  FOR EACH STATEMENT EXECUTE FUNCTION school_counts_rebuild();

-- today's figures of every school with teams or mentors
INSERT INTO school_counts (school_code, mentors, teams, jr_teams, sr_teams, participating_teams, students)
  SELECT s.code, coalesce(m.n, 0), coalesce(t.n, 0), coalesce(t.jr, 0), coalesce(t.sr, 0), coalesce(t.participating, 0), coalesce(t.students, 0)
    FROM schools s
    LEFT JOIN (SELECT school_code, count(*)::int AS n FROM mentors GROUP BY school_code) m ON m.school_code = s.code
    LEFT JOIN (SELECT t.school_code, count(*)::int AS n,
                      (count(*) FILTER (WHERE t.category = 'jr'))::int AS jr,
                      (count(*) FILTER (WHERE t.category = 'sr'))::int AS sr,
                      (count(*) FILTER (WHERE t.status IN ('ACTIVE', 'FINALIST', 'WINNER')))::int AS participating,
                      coalesce(sum(tc.members), 0)::int AS students
                 FROM teams t LEFT JOIN team_member_counts tc ON tc.team_id = t.id GROUP BY t.school_code) t ON t.school_code = s.code
   WHERE m.school_code IS NOT NULL OR t.school_code IS NOT NULL;

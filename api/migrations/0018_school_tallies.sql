-- 0018: the teams', students' and schools' tiles from the figures kept per school (issue 8,
-- section 2: the admin's comprehensive stats under 50 ms at ten times the national data set).
--
-- Over every school, the teams' tiles (by status, category, phase, mentor) grouped all 27,000
-- teams, the students' tiles added up the 27,000 team sizes, and the schools' tiles joined all
-- 10,000 schools to their registrations (wide rows) and their figures, on every call. school_counts
-- (0015) now also keeps, per school: its registrations (0 or 1: registrations.school_code is
-- unique), its teams by status, by phase and with a mentor, and its students by class, gender,
-- leadership and category. The tiles add up one row per school (a third as many as teams), the
-- schools' tiles read school_counts alone (a school without a row has no registration, team or
-- mentor: it scores 0).
--
-- Kept as before: school_counts_refresh counts the touched schools again after locking their rows.
-- The teams' update trigger now also counts a school again when a team's phase changes or it gains
-- or loses a mentor, the members' update trigger when a member's class, gender or leadership
-- changes, and new statement triggers on registrations count the schools of the registrations
-- added, removed or moved. status, current_phase, class and gender are closed sets (CHECK
-- constraints, 0001): one column per value. The readers (the counters in
-- api/src/modules/admin/lists) name the same columns: change both.
ALTER TABLE school_counts
  ADD COLUMN registrations integer NOT NULL DEFAULT 0,
  ADD COLUMN active_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN inactive_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN suspended_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN eliminated_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN finalist_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN winner_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN phase1_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN phase2_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN phase3_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN mentored_teams integer NOT NULL DEFAULT 0,
  ADD COLUMN leaders integer NOT NULL DEFAULT 0,
  ADD COLUMN class_8 integer NOT NULL DEFAULT 0,
  ADD COLUMN class_9 integer NOT NULL DEFAULT 0,
  ADD COLUMN class_10 integer NOT NULL DEFAULT 0,
  ADD COLUMN class_11 integer NOT NULL DEFAULT 0,
  ADD COLUMN class_12 integer NOT NULL DEFAULT 0,
  ADD COLUMN male_students integer NOT NULL DEFAULT 0,
  ADD COLUMN female_students integer NOT NULL DEFAULT 0,
  ADD COLUMN other_students integer NOT NULL DEFAULT 0,
  ADD COLUMN jr_students integer NOT NULL DEFAULT 0,
  ADD COLUMN sr_students integer NOT NULL DEFAULT 0;

-- 0015's function with the new figures, same locking: the rows locked in code order, then counted
-- by a new statement that sees the other writers' committed rows. The students come from the team
-- sizes team_member_counts keeps (its triggers fire first, as in 0015); their category from the team.
CREATE OR REPLACE FUNCTION school_counts_refresh(codes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(codes), 0) = 0 THEN RETURN; END IF;
  INSERT INTO school_counts (school_code)
    SELECT s.code FROM schools s WHERE s.code = ANY(codes) ORDER BY s.code
  ON CONFLICT (school_code) DO NOTHING;
  PERFORM 1 FROM school_counts WHERE school_code = ANY(codes) ORDER BY school_code FOR UPDATE;
  UPDATE school_counts c SET
    mentors = coalesce(m.n, 0), registrations = coalesce(r.n, 0),
    teams = coalesce(t.n, 0), jr_teams = coalesce(t.jr, 0), sr_teams = coalesce(t.sr, 0), participating_teams = coalesce(t.participating, 0),
    active_teams = coalesce(t.active, 0), inactive_teams = coalesce(t.inactive, 0), suspended_teams = coalesce(t.suspended, 0),
    eliminated_teams = coalesce(t.eliminated, 0), finalist_teams = coalesce(t.finalist, 0), winner_teams = coalesce(t.winner, 0),
    phase1_teams = coalesce(t.phase1, 0), phase2_teams = coalesce(t.phase2, 0), phase3_teams = coalesce(t.phase3, 0),
    mentored_teams = coalesce(t.mentored, 0),
    students = coalesce(t.students, 0), leaders = coalesce(t.leaders, 0),
    class_8 = coalesce(t.class_8, 0), class_9 = coalesce(t.class_9, 0), class_10 = coalesce(t.class_10, 0),
    class_11 = coalesce(t.class_11, 0), class_12 = coalesce(t.class_12, 0),
    male_students = coalesce(t.male, 0), female_students = coalesce(t.female, 0), other_students = coalesce(t.other, 0),
    jr_students = coalesce(t.jr_students, 0), sr_students = coalesce(t.sr_students, 0)
  FROM unnest(codes) AS touched(code)
    LEFT JOIN (SELECT m.school_code, count(*)::int AS n FROM mentors m WHERE m.school_code = ANY(codes) GROUP BY m.school_code) m
      ON m.school_code = touched.code
    LEFT JOIN (SELECT r.school_code, count(*)::int AS n FROM registrations r WHERE r.school_code = ANY(codes) GROUP BY r.school_code) r
      ON r.school_code = touched.code
    LEFT JOIN (SELECT t.school_code, count(*)::int AS n,
                      (count(*) FILTER (WHERE t.category = 'jr'))::int AS jr,
                      (count(*) FILTER (WHERE t.category = 'sr'))::int AS sr,
                      (count(*) FILTER (WHERE t.status IN ('ACTIVE', 'FINALIST', 'WINNER')))::int AS participating,
                      (count(*) FILTER (WHERE t.status = 'ACTIVE'))::int AS active,
                      (count(*) FILTER (WHERE t.status = 'INACTIVE'))::int AS inactive,
                      (count(*) FILTER (WHERE t.status = 'SUSPENDED'))::int AS suspended,
                      (count(*) FILTER (WHERE t.status = 'ELIMINATED'))::int AS eliminated,
                      (count(*) FILTER (WHERE t.status = 'FINALIST'))::int AS finalist,
                      (count(*) FILTER (WHERE t.status = 'WINNER'))::int AS winner,
                      (count(*) FILTER (WHERE t.current_phase = 1))::int AS phase1,
                      (count(*) FILTER (WHERE t.current_phase = 2))::int AS phase2,
                      (count(*) FILTER (WHERE t.current_phase = 3))::int AS phase3,
                      (count(*) FILTER (WHERE t.assigned_mentor_id IS NOT NULL))::int AS mentored,
                      sum(tc.members)::int AS students, sum(tc.leaders)::int AS leaders,
                      sum(tc.class_8)::int AS class_8, sum(tc.class_9)::int AS class_9, sum(tc.class_10)::int AS class_10,
                      sum(tc.class_11)::int AS class_11, sum(tc.class_12)::int AS class_12,
                      sum(tc.male)::int AS male, sum(tc.female)::int AS female, sum(tc.other)::int AS other,
                      (sum(tc.members) FILTER (WHERE t.category = 'jr'))::int AS jr_students,
                      (sum(tc.members) FILTER (WHERE t.category = 'sr'))::int AS sr_students
                 FROM teams t LEFT JOIN team_member_counts tc ON tc.team_id = t.id
                WHERE t.school_code = ANY(codes) GROUP BY t.school_code) t
      ON t.school_code = touched.code
  WHERE c.school_code = touched.code;
END $$;

-- a team's edit counts its schools again when it changes a kept figure: now also its phase, or
-- whether it has a mentor (a deleted mentor's teams lose theirs by the foreign key: an update of teams)
CREATE OR REPLACE FUNCTION school_counts_teams_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(
    SELECT DISTINCT code FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.school_code), (n.school_code)) AS touched(code)
     WHERE o.school_code IS DISTINCT FROM n.school_code OR o.category IS DISTINCT FROM n.category OR o.status IS DISTINCT FROM n.status
        OR o.current_phase IS DISTINCT FROM n.current_phase OR (o.assigned_mentor_id IS NULL) <> (n.assigned_mentor_id IS NULL)));
  RETURN NULL;
END $$;

-- a member's edit: moved to another team, or its class, gender or leadership changed (a renamed
-- member: nothing); the schools of its old and new team
CREATE OR REPLACE FUNCTION school_counts_members_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(
    SELECT DISTINCT t.school_code FROM teams t
     WHERE t.id IN (SELECT code FROM old_rows o JOIN new_rows n ON n.id = o.id,
                      LATERAL (VALUES (o.team_id), (n.team_id)) AS touched(code)
                     WHERE o.team_id IS DISTINCT FROM n.team_id OR o.class IS DISTINCT FROM n.class
                        OR o.gender IS DISTINCT FROM n.gender OR o.is_leader IS DISTINCT FROM n.is_leader)));
  RETURN NULL;
END $$;

-- a registration's edit: only a move to another school changes a figure (a payment or status: none)
CREATE FUNCTION school_counts_registrations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_counts_refresh(ARRAY(
    SELECT DISTINCT code FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.school_code), (n.school_code)) AS touched(code)
     WHERE o.school_code IS DISTINCT FROM n.school_code));
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_school_counts_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_added();
CREATE TRIGGER registrations_school_counts_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_removed();
CREATE TRIGGER registrations_school_counts_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_counts_registrations_changed();
CREATE TRIGGER registrations_school_counts_truncate AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION school_counts_rebuild();

-- today's figures: a row for every school with a registration too, then every row's new columns
INSERT INTO school_counts (school_code)
  SELECT r.school_code FROM registrations r ORDER BY r.school_code
ON CONFLICT (school_code) DO NOTHING;

UPDATE school_counts c SET
    registrations = coalesce(r.n, 0),
    active_teams = coalesce(t.active, 0), inactive_teams = coalesce(t.inactive, 0), suspended_teams = coalesce(t.suspended, 0),
    eliminated_teams = coalesce(t.eliminated, 0), finalist_teams = coalesce(t.finalist, 0), winner_teams = coalesce(t.winner, 0),
    phase1_teams = coalesce(t.phase1, 0), phase2_teams = coalesce(t.phase2, 0), phase3_teams = coalesce(t.phase3, 0),
    mentored_teams = coalesce(t.mentored, 0), leaders = coalesce(t.leaders, 0),
    class_8 = coalesce(t.class_8, 0), class_9 = coalesce(t.class_9, 0), class_10 = coalesce(t.class_10, 0),
    class_11 = coalesce(t.class_11, 0), class_12 = coalesce(t.class_12, 0),
    male_students = coalesce(t.male, 0), female_students = coalesce(t.female, 0), other_students = coalesce(t.other, 0),
    jr_students = coalesce(t.jr_students, 0), sr_students = coalesce(t.sr_students, 0)
  FROM school_counts k
    LEFT JOIN (SELECT school_code, count(*)::int AS n FROM registrations GROUP BY school_code) r ON r.school_code = k.school_code
    LEFT JOIN (SELECT t.school_code,
                      (count(*) FILTER (WHERE t.status = 'ACTIVE'))::int AS active,
                      (count(*) FILTER (WHERE t.status = 'INACTIVE'))::int AS inactive,
                      (count(*) FILTER (WHERE t.status = 'SUSPENDED'))::int AS suspended,
                      (count(*) FILTER (WHERE t.status = 'ELIMINATED'))::int AS eliminated,
                      (count(*) FILTER (WHERE t.status = 'FINALIST'))::int AS finalist,
                      (count(*) FILTER (WHERE t.status = 'WINNER'))::int AS winner,
                      (count(*) FILTER (WHERE t.current_phase = 1))::int AS phase1,
                      (count(*) FILTER (WHERE t.current_phase = 2))::int AS phase2,
                      (count(*) FILTER (WHERE t.current_phase = 3))::int AS phase3,
                      (count(*) FILTER (WHERE t.assigned_mentor_id IS NOT NULL))::int AS mentored,
                      sum(tc.leaders)::int AS leaders,
                      sum(tc.class_8)::int AS class_8, sum(tc.class_9)::int AS class_9, sum(tc.class_10)::int AS class_10,
                      sum(tc.class_11)::int AS class_11, sum(tc.class_12)::int AS class_12,
                      sum(tc.male)::int AS male, sum(tc.female)::int AS female, sum(tc.other)::int AS other,
                      (sum(tc.members) FILTER (WHERE t.category = 'jr'))::int AS jr_students,
                      (sum(tc.members) FILTER (WHERE t.category = 'sr'))::int AS sr_students
                 FROM teams t LEFT JOIN team_member_counts tc ON tc.team_id = t.id GROUP BY t.school_code) t ON t.school_code = k.school_code
 WHERE c.school_code = k.school_code;

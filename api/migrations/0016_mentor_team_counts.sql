-- 0016: how many teams each mentor mentors, kept by the database (issue 8, section 2).
--
-- The mentors' tiles (assigned, full) grouped all 27,000 teams by their mentor on every call, the
-- most expensive statement of the admin's comprehensive stats. One row per mentor that has (or
-- had) teams assigned; a mentor without a row has none (read it as 0).
--
-- Kept like school_counts (0015): statement triggers on teams count the touched mentors again, in
-- the same transaction as the change, after locking their rows (in id order), so two transactions
-- assigning teams to one mentor take turns and the second counts with the first one's committed.
-- A mentor's row goes with the mentor (its teams are unassigned by their own foreign key).
CREATE TABLE mentor_team_counts (
  mentor_id uuid PRIMARY KEY REFERENCES mentors(id) ON DELETE CASCADE,
  teams integer NOT NULL DEFAULT 0
);

CREATE FUNCTION mentor_team_counts_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  INSERT INTO mentor_team_counts (mentor_id)
    SELECT m.id FROM mentors m WHERE m.id = ANY(ids) ORDER BY m.id
  ON CONFLICT (mentor_id) DO NOTHING;
  PERFORM 1 FROM mentor_team_counts WHERE mentor_id = ANY(ids) ORDER BY mentor_id FOR UPDATE;
  UPDATE mentor_team_counts c SET teams = coalesce(t.n, 0)
    FROM unnest(ids) AS touched(id)
    LEFT JOIN (SELECT t.assigned_mentor_id, count(*)::int AS n FROM teams t
                WHERE t.assigned_mentor_id = ANY(ids) GROUP BY t.assigned_mentor_id) t
      ON t.assigned_mentor_id = touched.id
  WHERE c.mentor_id = touched.id;
END $$;

-- teams added or removed: their mentors
CREATE FUNCTION mentor_team_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mentor_team_counts_refresh(ARRAY(SELECT DISTINCT assigned_mentor_id FROM new_rows WHERE assigned_mentor_id IS NOT NULL));
  RETURN NULL;
END $$;

CREATE FUNCTION mentor_team_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mentor_team_counts_refresh(ARRAY(SELECT DISTINCT assigned_mentor_id FROM old_rows WHERE assigned_mentor_id IS NOT NULL));
  RETURN NULL;
END $$;

-- an edit counts again only the mentors it moves a team from or to (a scored team: none)
CREATE FUNCTION mentor_team_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mentor_team_counts_refresh(ARRAY(
    SELECT DISTINCT mentor FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.assigned_mentor_id), (n.assigned_mentor_id)) AS touched(mentor)
     WHERE o.assigned_mentor_id IS DISTINCT FROM n.assigned_mentor_id AND touched.mentor IS NOT NULL));
  RETURN NULL;
END $$;

-- a TRUNCATE has no transition rows: count every kept mentor again (all 0)
CREATE FUNCTION mentor_team_counts_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mentor_team_counts_refresh(ARRAY(SELECT mentor_id FROM mentor_team_counts));
  RETURN NULL;
END $$;

CREATE TRIGGER teams_mentor_counts_insert AFTER INSERT ON teams
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_team_counts_added();
CREATE TRIGGER teams_mentor_counts_delete AFTER DELETE ON teams
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_team_counts_removed();
CREATE TRIGGER teams_mentor_counts_update AFTER UPDATE ON teams
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_team_counts_changed();
CREATE TRIGGER teams_mentor_counts_truncate AFTER TRUNCATE ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION mentor_team_counts_rebuild();

-- today's figures of every mentor with teams
INSERT INTO mentor_team_counts (mentor_id, teams)
  SELECT assigned_mentor_id, count(*)::int FROM teams WHERE assigned_mentor_id IS NOT NULL GROUP BY assigned_mentor_id;

-- 0013: the back office at national scale (issue 8, section 2): every list, summary and stats
-- answer under 50 ms at ten times the national data set.
--
-- Team sizes, kept by the database. The summary, the schools list and tiles, the team tiles and the
-- overviews all need "students per school" or "per team"; counting 118,000 members (joined to their
-- teams) on every call was most of their time. One row per team with members, kept by statement
-- triggers in the same transaction as the change, so every code path that adds, removes or moves
-- members (registration, edits, seeding, the demo loader) keeps it right without remembering to.
CREATE TABLE team_member_counts (
  team_id uuid PRIMARY KEY REFERENCES teams(id) ON DELETE CASCADE,
  members integer NOT NULL
);

INSERT INTO team_member_counts (team_id, members)
  SELECT team_id, count(*)::int FROM team_members GROUP BY team_id;

CREATE FUNCTION team_member_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_member_counts (team_id, members)
    SELECT team_id, count(*)::int FROM added_members GROUP BY team_id
  ON CONFLICT (team_id) DO UPDATE SET members = team_member_counts.members + EXCLUDED.members;
  RETURN NULL;
END $$;

-- a team deleted with its members (ON DELETE CASCADE) has lost its row already: nothing to update
CREATE FUNCTION team_member_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE team_member_counts c SET members = c.members - r.n
    FROM (SELECT team_id, count(*)::int AS n FROM removed_members GROUP BY team_id) r
   WHERE c.team_id = r.team_id;
  RETURN NULL;
END $$;

CREATE FUNCTION team_member_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE team_member_counts c SET members = c.members - r.n
    FROM (SELECT team_id, count(*)::int AS n FROM removed_members GROUP BY team_id) r
   WHERE c.team_id = r.team_id;
  INSERT INTO team_member_counts (team_id, members)
    SELECT team_id, count(*)::int FROM added_members GROUP BY team_id
  ON CONFLICT (team_id) DO UPDATE SET members = team_member_counts.members + EXCLUDED.members;
  RETURN NULL;
END $$;

CREATE TRIGGER team_members_count_insert AFTER INSERT ON team_members
  REFERENCING NEW TABLE AS added_members FOR EACH STATEMENT EXECUTE FUNCTION team_member_counts_add();
CREATE TRIGGER team_members_count_delete AFTER DELETE ON team_members
  REFERENCING OLD TABLE AS removed_members FOR EACH STATEMENT EXECUTE FUNCTION team_member_counts_remove();
CREATE TRIGGER team_members_count_update AFTER UPDATE ON team_members
  REFERENCING OLD TABLE AS removed_members NEW TABLE AS added_members FOR EACH STATEMENT EXECUTE FUNCTION team_member_counts_move();

-- A region admin's scope is `lower(schools.region) = lower($region)`: found by index, not by
-- reading every school (then joined by code).
CREATE INDEX schools_region_lower_idx ON schools (lower(region), code);

-- The payment verification table's "newest submission of each registration" (DISTINCT ON in this
-- order) read from an index instead of sorting every submission.
CREATE INDEX payment_submissions_latest_idx ON payment_submissions (registration_id, submitted_at DESC, created_at DESC);

-- 0014: the admin lists' stat tiles at national scale (issue 8, section 2).
--
-- The students' tiles (by class, gender, leaders) counted all 118,000 members on every call. The
-- per-team sizes the database keeps (team_member_counts, 0013) now also keep those breakdowns, so
-- the tiles add up one narrow row per team. The statement triggers of 0013 keep them in the same
-- transaction as every write of members; only their functions change (deltas, as before, so that
-- concurrent writers of one team add up instead of overwriting each other).
-- class and gender are closed sets (CHECK constraints of team_members, 0001). The team's category
-- is kept beside them (the students' tiles by category), and follows the team's own.
ALTER TABLE team_member_counts
  ADD COLUMN category text NOT NULL DEFAULT 'jr',
  ADD COLUMN leaders integer NOT NULL DEFAULT 0,
  ADD COLUMN class_8 integer NOT NULL DEFAULT 0,
  ADD COLUMN class_9 integer NOT NULL DEFAULT 0,
  ADD COLUMN class_10 integer NOT NULL DEFAULT 0,
  ADD COLUMN class_11 integer NOT NULL DEFAULT 0,
  ADD COLUMN class_12 integer NOT NULL DEFAULT 0,
  ADD COLUMN male integer NOT NULL DEFAULT 0,
  ADD COLUMN female integer NOT NULL DEFAULT 0,
  ADD COLUMN other integer NOT NULL DEFAULT 0;

UPDATE team_member_counts c SET category = t.category FROM teams t WHERE t.id = c.team_id;
ALTER TABLE team_member_counts ALTER COLUMN category DROP DEFAULT;

UPDATE team_member_counts c SET
    leaders = m.leaders, class_8 = m.class_8, class_9 = m.class_9, class_10 = m.class_10, class_11 = m.class_11,
    class_12 = m.class_12, male = m.male, female = m.female, other = m.other
  FROM (SELECT team_id,
               count(*) FILTER (WHERE is_leader)::int AS leaders,
               count(*) FILTER (WHERE class = 8)::int AS class_8,
               count(*) FILTER (WHERE class = 9)::int AS class_9,
               count(*) FILTER (WHERE class = 10)::int AS class_10,
               count(*) FILTER (WHERE class = 11)::int AS class_11,
               count(*) FILTER (WHERE class = 12)::int AS class_12,
               count(*) FILTER (WHERE gender = 'male')::int AS male,
               count(*) FILTER (WHERE gender = 'female')::int AS female,
               count(*) FILTER (WHERE gender = 'other')::int AS other
          FROM team_members GROUP BY team_id) m
 WHERE c.team_id = m.team_id;

-- added: +1 per member in each of its columns (a team's first members create its row)
CREATE OR REPLACE FUNCTION team_member_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_member_counts AS c (team_id, category, members, leaders, class_8, class_9, class_10, class_11, class_12, male, female, other)
    SELECT a.team_id, t.category, a.members, a.leaders, a.class_8, a.class_9, a.class_10, a.class_11, a.class_12, a.male, a.female, a.other
      FROM (SELECT team_id, count(*)::int AS members,
                   count(*) FILTER (WHERE is_leader)::int AS leaders,
                   count(*) FILTER (WHERE class = 8)::int AS class_8, count(*) FILTER (WHERE class = 9)::int AS class_9,
                   count(*) FILTER (WHERE class = 10)::int AS class_10, count(*) FILTER (WHERE class = 11)::int AS class_11,
                   count(*) FILTER (WHERE class = 12)::int AS class_12,
                   count(*) FILTER (WHERE gender = 'male')::int AS male, count(*) FILTER (WHERE gender = 'female')::int AS female,
                   count(*) FILTER (WHERE gender = 'other')::int AS other
              FROM added_members GROUP BY team_id) a
      -- FOR SHARE: a category change of the team being written waits, or is waited for (then read as committed)
      JOIN (SELECT id, category FROM teams WHERE id IN (SELECT team_id FROM added_members) FOR SHARE) t ON t.id = a.team_id
  ON CONFLICT (team_id) DO UPDATE SET
    members = c.members + EXCLUDED.members, leaders = c.leaders + EXCLUDED.leaders,
    class_8 = c.class_8 + EXCLUDED.class_8, class_9 = c.class_9 + EXCLUDED.class_9, class_10 = c.class_10 + EXCLUDED.class_10,
    class_11 = c.class_11 + EXCLUDED.class_11, class_12 = c.class_12 + EXCLUDED.class_12,
    male = c.male + EXCLUDED.male, female = c.female + EXCLUDED.female, other = c.other + EXCLUDED.other;
  RETURN NULL;
END $$;

-- removed: -1 per member (a team deleted with its members has lost its row already)
CREATE OR REPLACE FUNCTION team_member_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE team_member_counts c SET
      members = c.members - r.members, leaders = c.leaders - r.leaders,
      class_8 = c.class_8 - r.class_8, class_9 = c.class_9 - r.class_9, class_10 = c.class_10 - r.class_10,
      class_11 = c.class_11 - r.class_11, class_12 = c.class_12 - r.class_12,
      male = c.male - r.male, female = c.female - r.female, other = c.other - r.other
    FROM (SELECT team_id, count(*)::int AS members,
                 count(*) FILTER (WHERE is_leader)::int AS leaders,
                 count(*) FILTER (WHERE class = 8)::int AS class_8, count(*) FILTER (WHERE class = 9)::int AS class_9,
                 count(*) FILTER (WHERE class = 10)::int AS class_10, count(*) FILTER (WHERE class = 11)::int AS class_11,
                 count(*) FILTER (WHERE class = 12)::int AS class_12,
                 count(*) FILTER (WHERE gender = 'male')::int AS male, count(*) FILTER (WHERE gender = 'female')::int AS female,
                 count(*) FILTER (WHERE gender = 'other')::int AS other
            FROM removed_members GROUP BY team_id) r
   WHERE c.team_id = r.team_id;
  RETURN NULL;
END $$;

-- updated (a member moved to another team, or its class, gender or leadership changed): the old
-- rows out, the new rows in (the transition tables are visible to the trigger's own statements only)
CREATE OR REPLACE FUNCTION team_member_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE team_member_counts c SET
      members = c.members - r.members, leaders = c.leaders - r.leaders,
      class_8 = c.class_8 - r.class_8, class_9 = c.class_9 - r.class_9, class_10 = c.class_10 - r.class_10,
      class_11 = c.class_11 - r.class_11, class_12 = c.class_12 - r.class_12,
      male = c.male - r.male, female = c.female - r.female, other = c.other - r.other
    FROM (SELECT team_id, count(*)::int AS members,
                 count(*) FILTER (WHERE is_leader)::int AS leaders,
                 count(*) FILTER (WHERE class = 8)::int AS class_8, count(*) FILTER (WHERE class = 9)::int AS class_9,
                 count(*) FILTER (WHERE class = 10)::int AS class_10, count(*) FILTER (WHERE class = 11)::int AS class_11,
                 count(*) FILTER (WHERE class = 12)::int AS class_12,
                 count(*) FILTER (WHERE gender = 'male')::int AS male, count(*) FILTER (WHERE gender = 'female')::int AS female,
                 count(*) FILTER (WHERE gender = 'other')::int AS other
            FROM removed_members GROUP BY team_id) r
   WHERE c.team_id = r.team_id;
  INSERT INTO team_member_counts AS c (team_id, category, members, leaders, class_8, class_9, class_10, class_11, class_12, male, female, other)
    SELECT a.team_id, t.category, a.members, a.leaders, a.class_8, a.class_9, a.class_10, a.class_11, a.class_12, a.male, a.female, a.other
      FROM (SELECT team_id, count(*)::int AS members,
                   count(*) FILTER (WHERE is_leader)::int AS leaders,
                   count(*) FILTER (WHERE class = 8)::int AS class_8, count(*) FILTER (WHERE class = 9)::int AS class_9,
                   count(*) FILTER (WHERE class = 10)::int AS class_10, count(*) FILTER (WHERE class = 11)::int AS class_11,
                   count(*) FILTER (WHERE class = 12)::int AS class_12,
                   count(*) FILTER (WHERE gender = 'male')::int AS male, count(*) FILTER (WHERE gender = 'female')::int AS female,
                   count(*) FILTER (WHERE gender = 'other')::int AS other
              FROM added_members GROUP BY team_id) a
      -- FOR SHARE: a category change of the team being written waits, or is waited for (then read as committed)
      JOIN (SELECT id, category FROM teams WHERE id IN (SELECT team_id FROM added_members) FOR SHARE) t ON t.id = a.team_id
  ON CONFLICT (team_id) DO UPDATE SET
    members = c.members + EXCLUDED.members, leaders = c.leaders + EXCLUDED.leaders,
    class_8 = c.class_8 + EXCLUDED.class_8, class_9 = c.class_9 + EXCLUDED.class_9, class_10 = c.class_10 + EXCLUDED.class_10,
    class_11 = c.class_11 + EXCLUDED.class_11, class_12 = c.class_12 + EXCLUDED.class_12,
    male = c.male + EXCLUDED.male, female = c.female + EXCLUDED.female, other = c.other + EXCLUDED.other;
  RETURN NULL;
END $$;

-- a team's new category: its kept row follows
CREATE FUNCTION team_member_counts_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE team_member_counts c SET category = n.category
    FROM new_teams n
   WHERE c.team_id = n.id AND c.category IS DISTINCT FROM n.category;
  RETURN NULL;
END $$;

CREATE TRIGGER teams_member_counts_category AFTER UPDATE ON teams
  REFERENCING NEW TABLE AS new_teams FOR EACH STATEMENT EXECUTE FUNCTION team_member_counts_category();

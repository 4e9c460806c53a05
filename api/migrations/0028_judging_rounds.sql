-- 0028: judged rounds (issue 27). A round judges the teams of one phase (picked by category,
-- regions or zones at assignment) with a rubric copied into the round (a template edited later
-- never changes a round's sheets), the judges taking part, judges per team, blind or not, and a
-- deadline. An assignment is one (team, judge) pair of a round with that judge's sheet: a draft
-- (scores may be partial), then submitted (locked until the admin reopens it). A declared conflict
-- keeps the pair with state 'conflict' (never planned again, the admin sees why) and the team gets
-- another judge. submission_id makes a submit sent twice apply once.

CREATE TABLE rubric_templates (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name        text NOT NULL,
  criteria    jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rubric_templates_name_unique ON rubric_templates (lower(name));

CREATE TABLE judging_rounds (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name                    text NOT NULL,
  phase                   integer NOT NULL CHECK (phase IN (1, 2, 3)),
  categories              text[] NOT NULL DEFAULT '{}',
  regions                 text[] NOT NULL DEFAULT '{}',
  zones                   text[] NOT NULL DEFAULT '{}',
  school_codes            text[] NOT NULL DEFAULT '{}',
  criteria                jsonb NOT NULL,
  judges_per_team         integer NOT NULL DEFAULT 3 CHECK (judges_per_team BETWEEN 1 AND 10),
  blind                   boolean NOT NULL DEFAULT true,
  exclude_same_region     boolean NOT NULL DEFAULT false,
  share_comments          boolean NOT NULL DEFAULT false,
  disagreement_threshold  double precision NOT NULL DEFAULT 25,
  deadline                timestamptz NOT NULL,
  assigned_at             timestamptz,
  published_at            timestamptz,
  published_score         text CHECK (published_score IN ('normalised', 'mean')),
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE judging_round_judges (
  round_id  uuid NOT NULL REFERENCES judging_rounds(id) ON DELETE CASCADE,
  judge_id  uuid NOT NULL REFERENCES judges(id) ON DELETE CASCADE,
  PRIMARY KEY (round_id, judge_id)
);

CREATE TABLE judging_assignments (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  round_id       uuid NOT NULL REFERENCES judging_rounds(id) ON DELETE CASCADE,
  team_id        uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  judge_id       uuid NOT NULL REFERENCES judges(id) ON DELETE CASCADE,
  state          text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'draft', 'submitted', 'conflict')),
  scores         jsonb NOT NULL DEFAULT '{}',
  total          double precision,
  comment        text NOT NULL DEFAULT '',
  private_note   text NOT NULL DEFAULT '',
  conflict_reason text,
  submission_id  uuid,
  submitted_at   timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'submitted') = (total IS NOT NULL AND submitted_at IS NOT NULL))
);
CREATE UNIQUE INDEX judging_assignments_pair ON judging_assignments (round_id, team_id, judge_id);
CREATE INDEX judging_assignments_judge ON judging_assignments (judge_id, round_id);
CREATE INDEX judging_assignments_team ON judging_assignments (team_id);

-- A notification addressed to one team (a round's published result), as 0010 addresses one
-- account: only that team's bell shows it.
ALTER TABLE notifications ADD COLUMN target_team_id uuid REFERENCES teams(id) ON DELETE CASCADE;
CREATE INDEX notifications_target_team_idx ON notifications (target_team_id, created_at DESC) WHERE target_team_id IS NOT NULL;

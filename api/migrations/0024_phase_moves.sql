-- 0024: a bulk phase move can be undone for a few minutes (issue 25). Each bulk transition that
-- changed teams records here who moved which teams, each team's phase state before the move and
-- the `updated_at` the move left it with; POST /teams/phases/moves/{id}/undo puts exactly those
-- teams back if none has been written since (its `updated_at` is still the recorded one) and the
-- window has not passed, then sets `undone_at` (an undo happens once). Rows are kept: they are
-- small and the audit trail refers to them.

CREATE TABLE phase_moves (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action text NOT NULL,
  actor_id text,
  at timestamptz NOT NULL DEFAULT now(),
  undo_until timestamptz NOT NULL,
  undone_at timestamptz,
  teams jsonb NOT NULL
);

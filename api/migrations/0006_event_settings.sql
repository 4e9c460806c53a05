-- 0006: event settings the admin switches from the back office. One row (id = 1). Mentor and
-- team management start locked, as the participant spec shows the event; the admin unlocks them.

CREATE TABLE event_settings (
  id              smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  mentors_locked  boolean NOT NULL DEFAULT true,
  teams_locked    boolean NOT NULL DEFAULT true,
  updated_by      uuid REFERENCES accounts(id) ON DELETE SET NULL,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
INSERT INTO event_settings (id) VALUES (1);

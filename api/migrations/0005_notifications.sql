-- 0005: notifications shown in every signed-in user's bell. An admin creates them (later
-- capability); `audience` is 'all' or one role. Reads are kept per reader so that marking one
-- as read never touches another user's state.

CREATE TABLE notifications (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title       text NOT NULL CHECK (char_length(btrim(title)) > 0),
  message     text NOT NULL CHECK (char_length(btrim(message)) > 0),
  type        text NOT NULL DEFAULT 'info' CHECK (type IN ('info','success','warning','error')),
  priority    text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low','medium','high')),
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active','inactive')),
  audience    text NOT NULL DEFAULT 'all' CHECK (audience IN ('all','school_admin','mentor','team','admin','region_admin','super_admin')),
  created_by  uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_visible_idx ON notifications (status, audience, created_at DESC);

-- reader_key is '<role>:<subject id>' (an account or a team)
CREATE TABLE notification_reads (
  notification_id  uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  reader_key       text NOT NULL,
  read_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notification_id, reader_key)
);

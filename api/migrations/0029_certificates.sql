-- 0029: certificates (issue 28). A certificate is issued to a holder (a team member, a mentor or a
-- school: holder_ref is team_members.id, mentors.id or the school code, with no foreign key: a
-- certificate outlives edits and deletions) and keeps a snapshot of what it says (name, school,
-- team). A person never holds two valid certificates of one kind: the partial unique index makes it
-- a database fact under concurrency (a batch inserts with ON CONFLICT DO NOTHING). Re-issuing after
-- a correction supersedes the old one (superseded_by); revoking keeps the row with the reason.
-- The PDFs are kept per language (certificate_files), made by the batch's job or on first download.

CREATE SEQUENCE certificate_serial;

CREATE TABLE certificate_batches (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind          text NOT NULL,
  selection     jsonb NOT NULL DEFAULT '{}',
  state         text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  total         integer NOT NULL DEFAULT 0,
  rendered      integer NOT NULL DEFAULT 0,
  notified      integer NOT NULL DEFAULT 0,
  to_notify     integer NOT NULL DEFAULT 0,
  error         text,
  created_by    uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz,
  -- the job's lease: the process working the batch (a token of its own) until locked_until
  locked_by     uuid,
  locked_until  timestamptz
);
CREATE INDEX certificate_batches_created_idx ON certificate_batches (created_at DESC, id);
CREATE INDEX certificate_batches_open_idx ON certificate_batches (created_at) WHERE state IN ('queued', 'running');

CREATE TABLE certificates (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code            text NOT NULL,
  number          text NOT NULL,
  kind            text NOT NULL,
  holder_type     text NOT NULL CHECK (holder_type IN ('student', 'mentor', 'school')),
  holder_ref      text NOT NULL,
  holder_name     text NOT NULL,
  school_code     text NOT NULL,
  school_name     text NOT NULL,
  region          text NOT NULL,
  zone            text NOT NULL,
  team_ref        uuid,
  team_code       text,
  team_name       text,
  language        text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi')),
  status          text NOT NULL DEFAULT 'valid' CHECK (status IN ('valid', 'superseded', 'revoked')),
  batch_id        uuid REFERENCES certificate_batches(id) ON DELETE SET NULL,
  issued_at       timestamptz NOT NULL DEFAULT now(),
  revoked_at      timestamptz,
  revoked_reason  text,
  revoked_by      uuid REFERENCES accounts(id) ON DELETE SET NULL,
  superseded_by   uuid REFERENCES certificates(id) ON DELETE SET NULL,
  superseded_at   timestamptz
);
CREATE UNIQUE INDEX certificates_code_unique ON certificates (code);
CREATE UNIQUE INDEX certificates_number_unique ON certificates (number);
CREATE UNIQUE INDEX certificates_one_valid ON certificates (kind, holder_type, holder_ref) WHERE status = 'valid';
CREATE INDEX certificates_holder_idx ON certificates (holder_type, holder_ref);
CREATE INDEX certificates_batch_idx ON certificates (batch_id, id);
CREATE INDEX certificates_school_idx ON certificates (school_code, id);
CREATE INDEX certificates_team_idx ON certificates (team_ref) WHERE team_ref IS NOT NULL;
CREATE INDEX certificates_issued_idx ON certificates (issued_at DESC, id);

CREATE TABLE certificate_files (
  certificate_id  uuid NOT NULL REFERENCES certificates(id) ON DELETE CASCADE,
  language        text NOT NULL CHECK (language IN ('en', 'hi')),
  data            bytea NOT NULL,
  size            integer NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (certificate_id, language)
);

-- Who a batch tells (one row per recipient): a school admin (its students' certificates, or its
-- school's), a team's bell, a mentor. sent_at is set in a committed transaction BEFORE the mail
-- goes out, so a restart never tells anyone twice (at most once).
CREATE TABLE certificate_notices (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  batch_id        uuid NOT NULL REFERENCES certificate_batches(id) ON DELETE CASCADE,
  recipient_key   text NOT NULL,
  recipient_kind  text NOT NULL CHECK (recipient_kind IN ('school_admin', 'team', 'mentor')),
  payload         jsonb NOT NULL DEFAULT '{}',
  sent_at         timestamptz
);
CREATE UNIQUE INDEX certificate_notices_recipient ON certificate_notices (batch_id, recipient_key);
CREATE INDEX certificate_notices_pending ON certificate_notices (batch_id, id) WHERE sent_at IS NULL;

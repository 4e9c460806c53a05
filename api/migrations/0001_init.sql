-- 0001: the core schema. Integrity lives here where it can: unique school codes, one
-- registration and one school admin per school, at most 2 mentors and 4 teams per school
-- (slot numbers), team ID shape, at most 5 members, one leader and unique student IDs per team.

CREATE TABLE schools (
  code            text PRIMARY KEY CHECK (code ~ '^[0-9A-Za-z]{1,12}$'),
  name            text NOT NULL,
  district        text NOT NULL DEFAULT 'Unknown',
  state           text NOT NULL DEFAULT 'Unknown',
  region          text NOT NULL DEFAULT 'Unknown',
  zone            text NOT NULL DEFAULT 'N',
  city            text NOT NULL DEFAULT '',
  contact_number  text NOT NULL DEFAULT '',
  email           text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX schools_name_lower_idx ON schools (lower(name));
CREATE INDEX schools_region_idx ON schools (region);

CREATE TABLE accounts (
  id                         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  role                       text NOT NULL CHECK (role IN ('school_admin','mentor','team','admin','region_admin','super_admin')),
  email                      text,
  username                   text,
  password_hash              text NOT NULL,
  full_name                  text NOT NULL DEFAULT '',
  school_code                text REFERENCES schools(code),
  region                     text,
  email_verified_at          timestamptz,
  verification_resend_count  integer NOT NULL DEFAULT 0,
  failed_login_count         integer NOT NULL DEFAULT 0,
  locked_until               timestamptz,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR username IS NOT NULL),
  CHECK (role <> 'school_admin' OR school_code IS NOT NULL),
  CHECK (role <> 'region_admin' OR region IS NOT NULL)
);
CREATE UNIQUE INDEX accounts_email_unique ON accounts (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX accounts_username_unique ON accounts (lower(username)) WHERE username IS NOT NULL;
CREATE UNIQUE INDEX accounts_one_admin_per_school ON accounts (school_code) WHERE role = 'school_admin';

CREATE TABLE registrations (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  school_code             text NOT NULL UNIQUE REFERENCES schools(code),
  account_id              uuid REFERENCES accounts(id) ON DELETE SET NULL,
  email                   text NOT NULL,
  contact_number          text NOT NULL DEFAULT '',
  full_name               text NOT NULL DEFAULT '',
  kv_name                 text NOT NULL,
  district                text NOT NULL DEFAULT 'Unknown',
  state                   text NOT NULL DEFAULT 'Unknown',
  region                  text NOT NULL DEFAULT 'Unknown',
  zone                    text NOT NULL DEFAULT 'N',
  otp_verified            boolean NOT NULL DEFAULT false,
  registration_status     text NOT NULL DEFAULT 'pending' CHECK (registration_status IN ('pending','approved','rejected')),
  payment_status          text NOT NULL DEFAULT 'not_submitted' CHECK (payment_status IN ('not_submitted','submitted','verified','rejected')),
  terms_accepted          boolean NOT NULL DEFAULT false,
  registration_source     text NOT NULL DEFAULT 'single_page_form',
  registration_method     text NOT NULL DEFAULT 'email_otp_verification',
  registration_timestamp  timestamptz NOT NULL DEFAULT now(),
  order_id                text,
  payment_id              text,
  reference_number        text NOT NULL UNIQUE,
  school_details          jsonb NOT NULL DEFAULT '{}'::jsonb,
  metadata                jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registrations_region_idx ON registrations (region);
CREATE INDEX registrations_payment_status_idx ON registrations (payment_status);

CREATE TABLE mentors (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mentor_id       text NOT NULL UNIQUE,
  teacher_id      text NOT NULL CHECK (teacher_id ~ '^[A-Za-z0-9-]{1,20}$'),
  school_code     text NOT NULL REFERENCES schools(code),
  slot            smallint NOT NULL CHECK (slot BETWEEN 1 AND 2),
  name            text NOT NULL DEFAULT 'Unknown' CHECK (char_length(name) <= 100),
  designation     text NOT NULL DEFAULT 'Unknown' CHECK (char_length(designation) <= 50),
  gender          text CHECK (gender IN ('male','female','other')),
  contact_number  text NOT NULL DEFAULT '' CHECK (contact_number = '' OR contact_number ~ '^[0-9]{10}$'),
  email           text NOT NULL DEFAULT '',
  is_active       boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (school_code, slot)
);

CREATE TABLE teams (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id              text NOT NULL UNIQUE CHECK (team_id ~ '^[A-Z][0-9A-Za-z]+(JR|SR)[1-4]$'),
  school_code          text NOT NULL REFERENCES schools(code),
  team_number          smallint NOT NULL CHECK (team_number BETWEEN 1 AND 4),
  team_name            text NOT NULL CHECK (char_length(team_name) BETWEEN 1 AND 100),
  category             text NOT NULL DEFAULT 'jr' CHECK (category IN ('jr','sr')),
  password_hash        text NOT NULL,
  team_email           text,
  assigned_mentor_id   uuid REFERENCES mentors(id) ON DELETE SET NULL,
  status               text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','INACTIVE','SUSPENDED','ELIMINATED','FINALIST','WINNER')),
  current_phase        smallint NOT NULL DEFAULT 1 CHECK (current_phase BETWEEN 1 AND 3),
  phase1_qualified     boolean NOT NULL DEFAULT false,
  phase2_qualified     boolean NOT NULL DEFAULT false,
  finalist_qualified   boolean NOT NULL DEFAULT false,
  phase1_score         integer CHECK (phase1_score BETWEEN 0 AND 100),
  phase2_score         integer CHECK (phase2_score BETWEEN 0 AND 100),
  phase3_score         integer CHECK (phase3_score BETWEEN 0 AND 100),
  total_score          integer NOT NULL DEFAULT 0,
  eliminated_at        timestamptz,
  elimination_reason   text,
  failed_login_count   integer NOT NULL DEFAULT 0,
  locked_until         timestamptz,
  metadata             jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (school_code, team_number),
  -- the ID carries the category and the number: N1234JR2 is a junior team, number 2
  CHECK (right(team_id, 3) = upper(category) || team_number::text)
);
CREATE INDEX teams_school_idx ON teams (school_code);
CREATE UNIQUE INDEX teams_email_unique ON teams (lower(team_email)) WHERE team_email IS NOT NULL;

CREATE TABLE team_members (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id       uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  position      smallint NOT NULL CHECK (position BETWEEN 1 AND 5),
  member_id     text NOT NULL,
  student_id    text NOT NULL,
  name          text NOT NULL,
  class         smallint NOT NULL CHECK (class BETWEEN 8 AND 12),
  fathers_name  text NOT NULL DEFAULT '',
  gender        text NOT NULL CHECK (gender IN ('male','female','other')),
  is_leader     boolean NOT NULL DEFAULT false,
  UNIQUE (team_id, position),
  UNIQUE (team_id, student_id),
  UNIQUE (team_id, member_id)
);
CREATE UNIQUE INDEX team_members_one_leader ON team_members (team_id) WHERE is_leader;

CREATE TABLE auth_tokens (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose      text NOT NULL CHECK (purpose IN ('email_verification','password_reset_link','password_reset_otp','password_reset_session','team_password_reset')),
  account_id   uuid REFERENCES accounts(id) ON DELETE CASCADE,
  team_id      uuid REFERENCES teams(id) ON DELETE CASCADE,
  token_hash   text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  attempts     integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (account_id IS NOT NULL OR team_id IS NOT NULL)
);
CREATE UNIQUE INDEX auth_tokens_hash_unique ON auth_tokens (purpose, token_hash);
CREATE INDEX auth_tokens_account_idx ON auth_tokens (account_id, purpose);
CREATE INDEX auth_tokens_team_idx ON auth_tokens (team_id, purpose);

CREATE TABLE files (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_school_code  text REFERENCES schools(code),
  file_name          text NOT NULL,
  content_type       text NOT NULL,
  size_bytes         integer NOT NULL CHECK (size_bytes >= 0),
  sha256             text NOT NULL,
  data               bytea NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_submissions (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  registration_id   uuid NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
  full_name         text NOT NULL,
  reference_number  text NOT NULL,
  receipt_number    text NOT NULL,
  receipt_file_id   uuid REFERENCES files(id),
  status            text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted','verified','rejected')),
  submitted_at      timestamptz NOT NULL DEFAULT now(),
  verified_at       timestamptz,
  verified_by       uuid REFERENCES accounts(id),
  rejection_reason  text,
  notes             text,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_submissions_registration_idx ON payment_submissions (registration_id, submitted_at DESC);

CREATE TABLE school_schedules (
  school_code    text PRIMARY KEY REFERENCES schools(code),
  senior_cohort  text,
  senior_time    text,
  junior_cohort  text,
  junior_slot    text,
  sr_day1 text, sr_day2 text, sr_day3 text, sr_day4 text,
  jr_day1 text, jr_day2 text, jr_day3 text, jr_day4 text,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address  text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);

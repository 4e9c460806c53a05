-- 0027: judges (issue 27). A judge is added by the admin (one by one or from a CSV) and signs in
-- with an account bound to it by accounts.judge_id, invited by mail as mentors are (0026): deleting
-- the judge deletes the account (and the delete trigger of 0011 ends its sessions). school_code:
-- the judge teaches at that school (never assigned its own school's teams); home_region: never
-- assigned its own region's teams when a round says so.

CREATE TABLE judges (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name          text NOT NULL,
  email         text NOT NULL,
  organisation  text NOT NULL DEFAULT '',
  expertise     text NOT NULL DEFAULT '',
  home_region   text,
  school_code   text REFERENCES schools(code),
  is_active     boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX judges_email_unique ON judges (lower(email));
CREATE INDEX judges_name_idx ON judges (lower(name));

ALTER TABLE accounts DROP CONSTRAINT accounts_role_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_role_check
  CHECK (role IN ('school_admin','mentor','team','admin','region_admin','super_admin','judge'));
ALTER TABLE accounts ADD COLUMN judge_id uuid REFERENCES judges(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX accounts_judge_unique ON accounts (judge_id) WHERE judge_id IS NOT NULL;
ALTER TABLE accounts ADD CONSTRAINT accounts_judge_role CHECK (judge_id IS NULL OR role = 'judge');

ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
  CHECK (purpose IN ('email_verification','password_reset_link','password_reset_otp','password_reset_session','team_password_reset','sign_in_code','registration_otp','registration_email','mentor_invitation','judge_invitation'));

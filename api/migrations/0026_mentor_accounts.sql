-- 0026: mentor accounts by invitation (issue 26). A mentor's account is bound to its mentor record
-- (accounts.mentor_id, unique; deleting the mentor deletes the account, and the delete trigger of
-- 0011 ends its sessions). invited_at: the last invitation sent; disabled_at: the school admin or
-- admin deactivated the mentor; last_sign_in_at: the last password sign-in (shown on the mentor card).

ALTER TABLE accounts
  ADD COLUMN mentor_id uuid REFERENCES mentors(id) ON DELETE CASCADE,
  ADD COLUMN invited_at timestamptz,
  ADD COLUMN disabled_at timestamptz,
  ADD COLUMN last_sign_in_at timestamptz;

CREATE UNIQUE INDEX accounts_mentor_unique ON accounts (mentor_id) WHERE mentor_id IS NOT NULL;
ALTER TABLE accounts ADD CONSTRAINT accounts_mentor_role CHECK (mentor_id IS NULL OR role = 'mentor');

-- the invitation link is a one-time secret like the others
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
  CHECK (purpose IN ('email_verification','password_reset_link','password_reset_otp','password_reset_session','team_password_reset','sign_in_code','registration_otp','registration_email','mentor_invitation'));

-- disabling an account ends its sessions at once, whatever path disabled it
DROP TRIGGER accounts_session_floor_update ON accounts;
CREATE TRIGGER accounts_session_floor_update AFTER UPDATE ON accounts FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.role IS DISTINCT FROM NEW.role
        OR OLD.region IS DISTINCT FROM NEW.region OR OLD.school_code IS DISTINCT FROM NEW.school_code
        OR OLD.disabled_at IS DISTINCT FROM NEW.disabled_at)
  EXECUTE FUNCTION raise_session_floor();

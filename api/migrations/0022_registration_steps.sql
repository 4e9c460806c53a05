-- 0022: a registration in steps (issue 23: POST /registration/initiate, /registration/complete,
-- /registration/complete-user, /auth/send-otp, /auth/verify-otp). A registering address has no
-- account yet, so its secrets are owned by the address itself (`email`, lower-cased):
-- 'registration_otp': the 6-digit code mailed to it (an HMAC like the reset OTP, 600 s, 5 tries, a
-- new code replaces the old); 'registration_email': the proof handed out for a right code (sha-256,
-- 30 minutes), checked by /registration/complete and used up by /registration/complete-user.

ALTER TABLE auth_tokens ADD COLUMN email text;

ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_owner_check
  CHECK (account_id IS NOT NULL OR team_id IS NOT NULL OR email IS NOT NULL);

ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
  CHECK (purpose IN ('email_verification','password_reset_link','password_reset_otp','password_reset_session','team_password_reset','sign_in_code','registration_otp','registration_email'));

CREATE INDEX auth_tokens_email_idx ON auth_tokens (email, purpose) WHERE email IS NOT NULL;

-- 0020: the second step of a sign-in under attack, and per-account limits on mailed secrets (issue 22).
-- 'sign_in_code': a 6-digit code mailed to an account's owner when its identifier is past the global
-- cap of login_failures and the right password comes from an address that has not signed in to it
-- (LoginService); stored as an HMAC like the reset OTP, single use, 10 minutes, 5 tries.
-- account_limits: fixed-window counters keyed by what they limit, whoever asks and from wherever:
-- 'reset-mail:<address>' (reset mails per recipient), 'otp-code:<account id>' (reset codes per
-- account), 'otp-guess:<address>' (wrong reset-code guesses per account), 'sign-in-code:<account id>'
-- (sign-in codes per account). A row counts until `window_ends`; rows past it are deleted periodically.

ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
  CHECK (purpose IN ('email_verification','password_reset_link','password_reset_otp','password_reset_session','team_password_reset','sign_in_code'));

CREATE TABLE account_limits (
  limit_key    text PRIMARY KEY,
  count        integer NOT NULL DEFAULT 0,
  window_ends  timestamptz NOT NULL
);
CREATE INDEX account_limits_window_ends_idx ON account_limits (window_ends);

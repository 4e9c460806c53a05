-- 0021: a sign-out ends its own session (issue 22). A bearer token carries a random `jti`; POST
-- /auth/logout records it here with the token's expiry, and a token whose subject and session are
-- listed is refused like one below its subject's floor (0011), by the API guard and by the
-- navigation cookie's first-screen fill. Only that session ends: a team's other members, signed in
-- with the same Team ID, and the account's other devices stay signed in. A row is useless once its
-- token has expired: sign-outs delete those.

CREATE TABLE revoked_sessions (
  subject_id uuid NOT NULL,
  session_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (subject_id, session_id)
);

CREATE INDEX revoked_sessions_expires_at_idx ON revoked_sessions (expires_at);

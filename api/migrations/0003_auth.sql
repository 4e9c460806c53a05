-- 0003: resend-verification requests for addresses that have no account. Accounts count theirs in
-- accounts.verification_resend_count; unknown addresses are counted here so the 4th request is
-- refused for every address alike (no account enumeration). The address is kept only as a hash.

CREATE TABLE verification_resend_counters (
  email_hash  text PRIMARY KEY,
  count       integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

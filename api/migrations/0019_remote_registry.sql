-- 0019: the run-time remote registry (issue 9). One row per federated remote whose entry was
-- changed at run time by the admin (PUT /api/admin/remote-registry/:name) or an operator's command
-- (npm run registry -w @hackathon/api). A remote without a row loads from its default:
-- REMOTE_URL_<NAME> when set, else its own folder served by the API (/remotes/<folder>/).
-- manifest_url NULL: the row says "the default" (after a reset); previous_url is the entry before
-- the last change (NULL: the default), so a rollback swaps the two. Who and when are here; the
-- old and new URL of every change are in audit_log (entity 'settings', id 'remote.<name>').

CREATE TABLE remote_registry (
  name          text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_]{0,63}$'),
  manifest_url  text CHECK (length(manifest_url) <= 2048),
  previous_url  text CHECK (length(previous_url) <= 2048),
  updated_by    text NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- 0007: the audit trail of back-office writes (who, role, what, which records, before and after,
-- when, from which address). Written in the same transaction as the change; append-only: the
-- trigger refuses UPDATE and DELETE, so not even the API can rewrite history.

CREATE TABLE audit_log (
  id           bigserial PRIMARY KEY,
  at           timestamptz NOT NULL DEFAULT now(),
  actor_id     text,
  actor_role   text NOT NULL,
  actor_label  text NOT NULL DEFAULT '',
  ip           text,
  action       text NOT NULL,
  entity_type  text NOT NULL,
  entity_id    text NOT NULL,
  school_code  text,
  reason       text,
  before       jsonb,
  after        jsonb
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, at DESC);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_school_idx ON audit_log (school_code, at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

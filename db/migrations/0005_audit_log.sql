-- Every admin write, recorded in the transaction that makes it: who, what,
-- which object, when, and the changed fields (before -> after). The admin's
-- name is copied so the log still reads after that account is deleted.
CREATE TABLE audit_log (
    id          bigserial PRIMARY KEY,
    at          timestamptz NOT NULL DEFAULT now(),
    admin_id    bigint      REFERENCES users (id) ON DELETE SET NULL,
    admin_name  text        NOT NULL,
    action      text        NOT NULL CHECK (length(action) BETWEEN 1 AND 100),
    object_type text        NOT NULL CHECK (object_type IN ('group', 'user', 'message')),
    object_id   bigint      NOT NULL,
    -- [{"field": ..., "before": text or null, "after": text or null}, ...]
    changes     jsonb       NOT NULL DEFAULT '[]'
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_admin_idx ON audit_log (admin_id, at DESC, id DESC);
CREATE INDEX audit_log_object_idx ON audit_log (object_type, object_id, at DESC, id DESC);

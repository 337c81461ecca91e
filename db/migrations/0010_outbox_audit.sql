-- Issue 12: an admin's "try again now" on an outbox mail is audited; the
-- audit log's objects include outbox mails.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_object_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_object_type_check
    CHECK (object_type IN ('group', 'user', 'message', 'legacy_claim', 'outbox_email'));

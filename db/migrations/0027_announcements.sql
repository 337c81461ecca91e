-- Issue 27: the programme team writes to members. An announcement names its
-- audience; its recipients are fixed when it is sent (those who turned
-- announcements off are left out and counted) and the scheduler's pass
-- queues their mails in batches. Each mail in the outbox names its
-- announcement, so the delivery counts are an index-only count.
CREATE TABLE announcements (
    id              bigserial   PRIMARY KEY,
    audience        text        NOT NULL CHECK (audience IN ('everyone', 'group', 'at_risk')),
    group_id        bigint      REFERENCES groups (id) ON DELETE SET NULL,
    subject         text        NOT NULL CHECK (length(btrim(subject)) BETWEEN 1 AND 200),
    body            text        NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 10000),
    created_by      bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_by_name text        NOT NULL,
    recipients      integer     NOT NULL CHECK (recipients >= 0),
    left_out        integer     NOT NULL CHECK (left_out >= 0),
    created_at      timestamptz NOT NULL DEFAULT now(),
    -- Set once every recipient's mail is queued.
    queued_at       timestamptz,
    CHECK (audience <> 'everyone' OR group_id IS NULL)
);
CREATE INDEX announcements_created_idx ON announcements (created_at DESC, id DESC);
CREATE INDEX announcements_group_idx ON announcements (group_id);
CREATE INDEX announcements_created_by_idx ON announcements (created_by);
CREATE INDEX announcements_unqueued_idx ON announcements (id) WHERE queued_at IS NULL;

CREATE TABLE announcement_recipients (
    announcement_id bigint      NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
    user_id         bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    queued_at       timestamptz,
    PRIMARY KEY (announcement_id, user_id)
);
CREATE INDEX announcement_recipients_user_idx ON announcement_recipients (user_id);
CREATE INDEX announcement_recipients_unqueued_idx ON announcement_recipients (announcement_id, user_id) WHERE queued_at IS NULL;

ALTER TABLE email_outbox ADD COLUMN announcement_id bigint REFERENCES announcements (id) ON DELETE SET NULL;
CREATE INDEX email_outbox_announcement_idx ON email_outbox (announcement_id, status) WHERE announcement_id IS NOT NULL;

ALTER TABLE audit_log DROP CONSTRAINT audit_log_object_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_object_type_check
    CHECK (object_type IN ('group', 'user', 'message', 'legacy_claim', 'outbox_email', 'announcement'));

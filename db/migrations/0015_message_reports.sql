-- Members report messages to the programme team (issue 14): one report per
-- member per message. A message with journey.ReportThreshold (3) undecided
-- reports is hidden from every board (hidden_at) until an admin dismisses the
-- reports (it shows again) or deletes the message. open_reports is kept in the
-- transaction that writes a report or a decision, so the report queue and the
-- manager's count never aggregate message_reports.
CREATE TABLE message_reports (
    id            bigserial PRIMARY KEY,
    message_id    bigint      NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    reporter_id   bigint      REFERENCES users (id) ON DELETE SET NULL,
    reporter_name text        NOT NULL CHECK (length(reporter_name) <= 200),
    reason        text        CHECK (length(reason) <= 500),
    created_at    timestamptz NOT NULL DEFAULT now(),
    dismissed_at  timestamptz,
    dismissed_by  bigint      REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX message_reports_once_idx ON message_reports (message_id, reporter_id);
-- Deleting an account sets its reports' reporter and decider to NULL: indexed, so that is no scan.
CREATE INDEX message_reports_reporter_idx ON message_reports (reporter_id);
CREATE INDEX message_reports_dismissed_by_idx ON message_reports (dismissed_by);

ALTER TABLE messages
    ADD COLUMN open_reports integer NOT NULL DEFAULT 0 CHECK (open_reports >= 0),
    ADD COLUMN hidden_at    timestamptz;

-- The report queue: messages with undecided reports, newest first.
CREATE INDEX messages_reported_idx ON messages (created_at DESC, id DESC) WHERE open_reports > 0;
-- Hidden messages are few: unread counts subtract the hidden ones in their
-- range through this index, so the board's index-only range scans stay as they are.
CREATE INDEX messages_hidden_idx ON messages (group_id, message_type, created_at DESC, id DESC)
    INCLUDE (author_id) WHERE hidden_at IS NOT NULL;

-- message_counts counts what members can see: a hidden message leaves its
-- count and comes back when its reports are dismissed.
CREATE OR REPLACE FUNCTION count_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.hidden_at IS NULL THEN
        UPDATE message_counts SET total = total - 1
        WHERE group_id = OLD.group_id AND message_type = OLD.message_type;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
        INSERT INTO message_counts (group_id, message_type, total) VALUES (NEW.group_id, NEW.message_type, 1)
        ON CONFLICT (group_id, message_type) DO UPDATE SET total = message_counts.total + 1;
    END IF;
    RETURN NULL;
END $$;

DROP TRIGGER messages_count ON messages;
CREATE TRIGGER messages_count
AFTER INSERT OR DELETE OR UPDATE OF group_id, message_type, hidden_at ON messages
FOR EACH ROW EXECUTE FUNCTION count_message();

-- The message manager's filters over every board (issue 14), each walking an
-- index newest first: a group (messages_group_created_idx), a group and a
-- type (messages_group_type_created_author_idx), undecided reports
-- (messages_reported_idx), a type alone, and the programme team's own
-- messages, few among the members' (member messages walk messages_created_idx).
CREATE INDEX messages_type_created_idx ON messages (message_type, created_at DESC, id DESC);
CREATE INDEX messages_admin_created_idx ON messages (created_at DESC, id DESC) WHERE source = 'admin';

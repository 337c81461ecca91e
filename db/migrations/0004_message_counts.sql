-- Counting the board without reading it (issue 9 item 5). Totals per group and
-- type are kept by a trigger, in the transaction that writes the message, so
-- the board's counts cost one short read whatever the board's size. Unread
-- counts are range scans of the newest messages of each type, answered from
-- the index alone (author_id is included so the member's own messages are
-- skipped without visiting the table).

-- No message is written between the backfill and the trigger (an instance of
-- the previous release may still be posting during a rolling deploy).
LOCK TABLE messages IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE message_counts (
    group_id     bigint NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    message_type text   NOT NULL,
    total        bigint NOT NULL CHECK (total >= 0),
    PRIMARY KEY (group_id, message_type)
);

INSERT INTO message_counts (group_id, message_type, total)
SELECT group_id, message_type, count(*) FROM messages GROUP BY group_id, message_type;

CREATE FUNCTION count_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE message_counts SET total = total - 1
        WHERE group_id = OLD.group_id AND message_type = OLD.message_type;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO message_counts (group_id, message_type, total) VALUES (NEW.group_id, NEW.message_type, 1)
        ON CONFLICT (group_id, message_type) DO UPDATE SET total = message_counts.total + 1;
    END IF;
    RETURN NULL;
END $$;

-- An admin may move a message to another group or type (UpdateMessage).
CREATE TRIGGER messages_count
AFTER INSERT OR DELETE OR UPDATE OF group_id, message_type ON messages
FOR EACH ROW EXECUTE FUNCTION count_message();

-- Replaces messages_group_type_created_idx with the same keys plus author_id.
CREATE INDEX messages_group_type_created_author_idx
    ON messages (group_id, message_type, created_at DESC, id DESC) INCLUDE (author_id);
DROP INDEX messages_group_type_created_idx;

-- A board's version changes with every change to its messages, in the
-- transaction that makes it, so that an instance may keep a board's first
-- page and serve it again while the version it reads with the session is the
-- one the page was read with (db.BoardPages). A group without a row is at
-- version 0; versions only grow, and only committed ones are ever read with a
-- kept page, so a version names one content of the board.
CREATE TABLE board_versions (
    group_id bigint PRIMARY KEY REFERENCES groups (id) ON DELETE CASCADE,
    version  bigint NOT NULL CHECK (version > 0)
);

INSERT INTO board_versions (group_id, version)
SELECT DISTINCT group_id, 1 FROM messages;

-- Once per statement, however many messages it writes (a group deleted
-- deletes its board in one statement; the demo seed posts hundreds). Any
-- change counts, even to a column no board shows: reports are rare, and a
-- column added later is then never missed. A group being deleted has no row
-- left to bump, so the old groups are only updated, never inserted. A
-- message updated within its group bumps that group twice: a version need
-- only change.
CREATE FUNCTION bump_board_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE board_versions SET version = version + 1
        WHERE group_id IN (SELECT group_id FROM old_messages);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO board_versions (group_id, version)
        SELECT DISTINCT group_id, 1 FROM new_messages
        ON CONFLICT (group_id) DO UPDATE SET version = board_versions.version + 1;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER messages_board_version_insert AFTER INSERT ON messages
REFERENCING NEW TABLE AS new_messages
FOR EACH STATEMENT EXECUTE FUNCTION bump_board_versions();

CREATE TRIGGER messages_board_version_update AFTER UPDATE ON messages
REFERENCING OLD TABLE AS old_messages NEW TABLE AS new_messages
FOR EACH STATEMENT EXECUTE FUNCTION bump_board_versions();

CREATE TRIGGER messages_board_version_delete AFTER DELETE ON messages
REFERENCING OLD TABLE AS old_messages
FOR EACH STATEMENT EXECUTE FUNCTION bump_board_versions();

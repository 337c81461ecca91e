-- Access changes NOTIFY 'access_events' with the user's id, so that every
-- instance can end the live feeds (websockets, board subscriptions) of that
-- user which lost access: an account disabled, deleted or demoted, its token
-- version bumped, or a membership removed. Identical payloads in one
-- transaction are delivered once, so deleting a user (whose memberships
-- cascade) tells each instance once.

CREATE FUNCTION notify_access_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify('access_events', OLD.id::text);
    ELSE
        PERFORM pg_notify('access_events', OLD.user_id::text);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER users_access_changed
    AFTER UPDATE OF status, role, token_version ON users
    FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status
          OR OLD.role IS DISTINCT FROM NEW.role
          OR OLD.token_version IS DISTINCT FROM NEW.token_version)
    EXECUTE FUNCTION notify_access_event();

CREATE TRIGGER users_access_deleted
    AFTER DELETE ON users
    FOR EACH ROW
    EXECUTE FUNCTION notify_access_event();

-- A membership moved to another user or group is a removal for the old one.
CREATE TRIGGER group_members_access_changed
    AFTER UPDATE OF group_id, user_id ON group_members
    FOR EACH ROW
    WHEN (OLD.group_id IS DISTINCT FROM NEW.group_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
    EXECUTE FUNCTION notify_access_event();

CREATE TRIGGER group_members_access_deleted
    AFTER DELETE ON group_members
    FOR EACH ROW
    EXECUTE FUNCTION notify_access_event();

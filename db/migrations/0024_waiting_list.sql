-- Registrations the open groups cannot seat wait on a list admins see
-- (issue 24): waiting_since is when the member registered without a seat,
-- waiting_group_id the group open for registration then (null when none was
-- open). Joining or being placed in any group takes the member off the list
-- (the trigger below), whichever path adds the membership.
-- registered_network is where the account was registered from: the client's
-- network (an IPv4 /24 or IPv6 /48, as ratelimit.NetworkKey writes it), or the
-- address itself for a loopback client; null for accounts made otherwise
-- (admins, legacy confirmations) and before this migration. Admins only.
ALTER TABLE users
    ADD COLUMN waiting_since      timestamptz,
    ADD COLUMN waiting_group_id   bigint REFERENCES groups (id) ON DELETE SET NULL,
    ADD COLUMN registered_network text CHECK (length(registered_network) <= 64);
CREATE INDEX users_waiting_idx ON users (waiting_since, id) WHERE waiting_since IS NOT NULL;
-- Deleting a group sets its waiters' waiting_group_id to null through this.
CREATE INDEX users_waiting_group_idx ON users (waiting_group_id) WHERE waiting_group_id IS NOT NULL;
CREATE INDEX users_registered_network_idx ON users (registered_network, created_at)
    WHERE registered_network IS NOT NULL;

CREATE FUNCTION group_members_end_waiting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE users SET waiting_since = NULL, waiting_group_id = NULL
    WHERE id = NEW.user_id AND waiting_since IS NOT NULL;
    RETURN NULL;
END $$;
CREATE TRIGGER group_members_end_waiting AFTER INSERT ON group_members
    FOR EACH ROW EXECUTE FUNCTION group_members_end_waiting();

-- Issue 29: group leaders. An admin makes a member the leader of their
-- group; a leader stays a member in every way. Leaving the group ends the
-- leadership (the key is the membership's).
CREATE TABLE group_leaders (
    group_id   bigint      NOT NULL,
    user_id    bigint      NOT NULL,
    granted_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (group_id, user_id),
    FOREIGN KEY (group_id, user_id) REFERENCES group_members (group_id, user_id) ON DELETE CASCADE
);
CREATE INDEX group_leaders_user_idx ON group_leaders (user_id);

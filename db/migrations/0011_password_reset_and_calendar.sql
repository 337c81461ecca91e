-- Issue 12: password reset and the member's calendar feed.
--
-- A reset token is valid while unused, unexpired and the newest of its
-- account (a new request supersedes older links). Requests count per account
-- and hour (at most a handful of mails however often someone asks), so the
-- rows of an account are read by user and creation time.
DROP INDEX password_reset_tokens_user_idx;
CREATE INDEX password_reset_tokens_user_created_idx ON password_reset_tokens (user_id, created_at DESC, id DESC);

-- The calendar feed is read by calendar apps without a sign-in, through an
-- unguessable URL per member: a random value (32 bytes, base64url) kept as
-- it is so the dashboard can show the same URL every time; the unique index
-- finds its member.
CREATE TABLE calendar_tokens (
    user_id    bigint      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    token      text        NOT NULL UNIQUE CHECK (length(token) = 43),
    created_at timestamptz NOT NULL DEFAULT now()
);

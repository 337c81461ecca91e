-- Issue 29: member self-service and an optional secure sign-in.
--
-- One kind of single-use link for everything a mail proves: a password
-- reset, a sign-in link and the confirmation of a new email address. The
-- reset tokens' table becomes link_tokens with the purpose of each row; a
-- link is valid while unused, unexpired and the newest of its account and
-- purpose (a new request supersedes older links of the same purpose only).
-- An email change's row carries the address it confirms.
ALTER TABLE password_reset_tokens RENAME TO link_tokens;
ALTER TABLE link_tokens RENAME CONSTRAINT password_reset_tokens_pkey TO link_tokens_pkey;
ALTER TABLE link_tokens RENAME CONSTRAINT password_reset_tokens_token_hash_key TO link_tokens_token_hash_key;
ALTER TABLE link_tokens RENAME CONSTRAINT password_reset_tokens_user_id_fkey TO link_tokens_user_id_fkey;
ALTER SEQUENCE password_reset_tokens_id_seq RENAME TO link_tokens_id_seq;
ALTER INDEX password_reset_tokens_expires_idx RENAME TO link_tokens_expires_idx;
ALTER TABLE link_tokens
    ADD COLUMN purpose text NOT NULL DEFAULT 'password_reset'
        CHECK (purpose IN ('password_reset', 'sign_in', 'email_change')),
    ADD COLUMN email text CHECK (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%'),
    ADD CONSTRAINT link_tokens_email_only_for_a_change CHECK ((purpose = 'email_change') = (email IS NOT NULL));
ALTER TABLE link_tokens ALTER COLUMN purpose DROP DEFAULT;
DROP INDEX password_reset_tokens_user_created_idx;
CREATE INDEX link_tokens_user_purpose_created_idx ON link_tokens (user_id, purpose, created_at DESC, id DESC);

-- A member who chose "email me a sign-in link" (or who has a password) no
-- longer signs in with email and full name alone.
ALTER TABLE users ADD COLUMN sign_in_by_link boolean NOT NULL DEFAULT false;

-- Issue 30: push notifications. The member's devices (Web Push
-- subscriptions: one browser profile each, one member at a time), the
-- server's VAPID key pair, what each member wants by notification (beside
-- the mails' settings), and each group board's push watermark.
CREATE TABLE push_subscriptions (
    id             bigserial   PRIMARY KEY,
    user_id        bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint       text        NOT NULL UNIQUE CHECK (endpoint LIKE 'https://%' AND length(endpoint) <= 2048),
    p256dh         text        NOT NULL CHECK (length(p256dh) BETWEEN 80 AND 100),
    auth           text        NOT NULL CHECK (length(auth) BETWEEN 20 AND 30),
    label          text        NOT NULL DEFAULT '' CHECK (length(label) <= 80),
    created_at     timestamptz NOT NULL DEFAULT now(),
    last_pushed_at timestamptz
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at, id);

-- The application server's key pair (base64url, raw): one row, made at the
-- first start unless VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set.
CREATE TABLE push_vapid_keys (
    id          smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    public_key  text        NOT NULL,
    private_key text        NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- Beside the mails' settings: the daily reminder by notification, the
-- reminder by mail (off: by notification only), and the board messages'
-- types a member is told of ('announcement', 'prayer', or 'all'; empty: none).
ALTER TABLE member_settings
    ADD COLUMN push_reminder   boolean NOT NULL DEFAULT false,
    ADD COLUMN reminder_mail   boolean NOT NULL DEFAULT true,
    ADD COLUMN push_board_news text[]  NOT NULL DEFAULT '{}'
        CHECK (push_board_news <@ ARRAY['announcement', 'prayer', 'all']::text[]);

-- Board news is coalesced per group: the last message a pass counted and
-- when it last queued notifications (at most one per group per 5 minutes).
CREATE TABLE push_board_watermarks (
    group_id        bigint      PRIMARY KEY REFERENCES groups (id) ON DELETE CASCADE,
    last_message_id bigint      NOT NULL DEFAULT 0,
    pushed_at       timestamptz NOT NULL DEFAULT '-infinity'
);
-- Messages already on the boards are not news.
INSERT INTO push_board_watermarks (group_id, last_message_id)
SELECT group_id, max(id) FROM messages GROUP BY group_id;
-- A group's newest message, for the pass (a backward index-only scan).
CREATE INDEX messages_group_id_idx ON messages (group_id, id);

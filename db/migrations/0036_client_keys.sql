-- Issue 30: the idempotency keys of the actions a member's app queues
-- offline and sends when the connection returns (postMessage,
-- setMissingDays, checkIn, and their REST shims' Idempotency-Key header).
-- A key is claimed in the same transaction as its action, so a replay (or a
-- second tab's concurrent send) finds the claim and changes nothing.
-- result_id is what the first use made or touched: the message's id, the
-- milestone's id, the journey day. The daily job deletes keys older than
-- 30 days (client_keys_created_idx).
CREATE TABLE client_keys (
    user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key        uuid        NOT NULL,
    operation  text        NOT NULL CHECK (operation IN ('postMessage', 'setMissingDays', 'checkIn')),
    result_id  bigint,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, key)
);
CREATE INDEX client_keys_created_idx ON client_keys (created_at);

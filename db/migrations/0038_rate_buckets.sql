-- Issue 32: the per-client rate limits (sign-ins, registrations, resets,
-- claims, gifts) are token buckets shared by every instance, so N instances
-- allow one limit, not N. A bucket is keyed by a digest of its key (the
-- action and a client address, network or email): fixed size, and no
-- address or email stored. full_at is when the bucket will have refilled:
-- past it the row means nothing and the sweep deletes it.
--
-- UNLOGGED: a bucket is worth seconds to an hour, so it skips the WAL (and
-- the standby); a crash of the primary empties the table, which forgets
-- every client's recent attempts, as a restart of one instance did before.
CREATE UNLOGGED TABLE rate_buckets (
    key     bytea PRIMARY KEY CHECK (length(key) = 16),
    tokens  double precision NOT NULL,
    at      timestamptz NOT NULL,
    full_at timestamptz NOT NULL
);

-- The Awards page and the legacy intake (issue 11).
--
-- 1. How many approved members hold each trophy count, kept by a trigger on
--    users in the transaction that changes them, so the page's five tier
--    counts are one short read of at most ~1,000 rows instead of a count over
--    every approved member (p50 6 ms, p95 14 ms over 50,000 even as an
--    index-only scan: BenchmarkAwardsPage/rejected-count-per-request).
-- 2. What an admin's decision on a legacy claim needs (who, why), the
--    limits the intake form promises (1-50 journeys, a 2,000-character note),
--    one pending claim per email (a second claim updates it), and the queue's
--    indexes.

-- No user changes between the backfill and the trigger (an instance of the
-- previous release may still be writing during a rolling deploy).
LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE award_counts (
    trophies_count integer PRIMARY KEY,
    members        integer NOT NULL CHECK (members >= 0)
);

INSERT INTO award_counts (trophies_count, members)
SELECT trophies_count, count(*) FROM users WHERE award_approved GROUP BY trophies_count;

-- A change of count touches two rows: they are always locked lower count
-- first, so a member going 3 -> 4 and another going 4 -> 3 at the same moment
-- wait for each other instead of deadlocking.
CREATE FUNCTION count_award_holder() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    was integer;  -- the count the row leaves, when it was approved
    now_ integer; -- the count the row joins, when it is approved
BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.award_approved THEN
        was := OLD.trophies_count;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.award_approved THEN
        now_ := NEW.trophies_count;
    END IF;
    IF was IS NOT DISTINCT FROM now_ THEN
        RETURN NULL; -- nothing moved (a write that sets the columns to what they were)
    END IF;
    IF was IS NOT NULL AND (now_ IS NULL OR was < now_) THEN
        UPDATE award_counts SET members = members - 1 WHERE trophies_count = was;
        was := NULL;
    END IF;
    IF now_ IS NOT NULL THEN
        INSERT INTO award_counts (trophies_count, members) VALUES (now_, 1)
        ON CONFLICT (trophies_count) DO UPDATE SET members = award_counts.members + 1;
    END IF;
    IF was IS NOT NULL THEN
        UPDATE award_counts SET members = members - 1 WHERE trophies_count = was;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER users_award_count
AFTER INSERT OR DELETE OR UPDATE OF trophies_count, award_approved ON users
FOR EACH ROW EXECUTE FUNCTION count_award_holder();

-- Legacy claims.
ALTER TABLE legacy_requests
    ADD COLUMN decided_by bigint      REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN reason     text        CHECK (length(reason) <= 500),
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE legacy_requests DROP CONSTRAINT legacy_requests_completed_journeys_check;
ALTER TABLE legacy_requests ADD CONSTRAINT legacy_requests_completed_journeys_check
    CHECK (completed_journeys BETWEEN 1 AND 50);
ALTER TABLE legacy_requests DROP CONSTRAINT legacy_requests_note_check;
ALTER TABLE legacy_requests ADD CONSTRAINT legacy_requests_note_check
    CHECK (length(note) <= 2000);

-- One pending claim per email, ignoring case: a second claim updates it (an upsert).
CREATE UNIQUE INDEX legacy_requests_pending_email_key ON legacy_requests (lower(email)) WHERE status = 'pending';
CREATE INDEX legacy_requests_decided_by_idx ON legacy_requests (decided_by);

-- The admin's queue: newest first, by status or all, with the id breaking ties.
DROP INDEX legacy_requests_status_idx;
CREATE INDEX legacy_requests_status_created_idx ON legacy_requests (status, created_at DESC, id DESC);
CREATE INDEX legacy_requests_created_idx ON legacy_requests (created_at DESC, id DESC);

-- Decisions on a claim are audited as their own object.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_object_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_object_type_check
    CHECK (object_type IN ('group', 'user', 'message', 'legacy_claim'));

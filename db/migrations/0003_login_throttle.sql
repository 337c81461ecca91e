-- Failed admin sign-ins per email (lower case), whether or not an account
-- uses it: the service refuses attempts during a back-off that grows with the
-- failures, before any password is hashed. Kept here, not in memory, so the
-- throttle holds across instances and restarts.
CREATE TABLE login_failures (
    email         text        PRIMARY KEY CHECK (email = lower(email) AND length(email) <= 320),
    failures      integer     NOT NULL CHECK (failures >= 0),
    blocked_until timestamptz,
    updated_at    timestamptz NOT NULL
);

CREATE INDEX login_failures_updated_at_idx ON login_failures (updated_at);

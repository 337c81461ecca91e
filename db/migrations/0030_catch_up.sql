-- Issue 28: a member's way back. The readings of the days they missed in the
-- milestone under way, spread over the days to a date they chose, stored as
-- accepted (a plan uploaded later does not move it), with how far they are.
-- One plan per member and group: accepting another replaces it.
CREATE TABLE catch_up_plans (
    user_id       bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    group_id      bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    milestone_id  smallint    NOT NULL CHECK (milestone_id BETWEEN 1 AND 8),
    -- The journey's days being made up, in order, and how many of the
    -- catch-up's readings each one has.
    missed_days   smallint[]  NOT NULL CHECK (cardinality(missed_days) BETWEEN 1 AND 365),
    per_missed    smallint[]  NOT NULL CHECK (cardinality(per_missed) = cardinality(missed_days)),
    -- The group's day of the first catch-up day; portions[i] is the
    -- passages of the day first_day + i - 1.
    first_day     smallint    NOT NULL CHECK (first_day BETWEEN 1 AND 365),
    portions      text[]      NOT NULL CHECK (cardinality(portions) BETWEEN 1 AND 365),
    -- How many of the first portions the member has read.
    portions_read smallint    NOT NULL DEFAULT 0 CHECK (portions_read BETWEEN 0 AND cardinality(portions)),
    accepted_at   timestamptz NOT NULL DEFAULT now(),
    done_at       timestamptz,
    PRIMARY KEY (user_id, group_id)
);
CREATE INDEX catch_up_plans_group_idx ON catch_up_plans (group_id);

-- A missed day made up through the catch-up counts as read, from the log.
ALTER TABLE check_ins DROP CONSTRAINT check_ins_source_check;
ALTER TABLE check_ins ADD CONSTRAINT check_ins_source_check CHECK (source IN ('mail', 'dashboard', 'api', 'catchup'));
